// The Functions emulator registers Firestore triggers only with a Firestore emulator that
// firebase-tools started itself; ours is Google's, started directly (docs/notifications.md
// "Tests"). So the run does what firebase-tools would: it reads each trigger the Functions
// emulator loaded from its `GET /backends`, and tells the Firestore emulator about it at
// `/emulator/v1/projects/{project}/eventarcTrigger?eventarcTriggerId={id}-0`, with the event
// type and document pattern the function declared (created, written, …). The Firestore emulator
// then posts each matching write to the Functions emulator it was started with
// (`--functions_emulator`).

const FIRESTORE_EVENT = /^google\.cloud\.firestore\.document\.v1\./;

/** The Firestore triggers the Functions emulator loaded: `{ key, eventType, database, namespace, document, matchType }`. */
export function firestoreTriggersOf(backendsAnswer) {
  const triggers = (backendsAnswer.backends ?? []).flatMap((backend) => backend.functionTriggers ?? []);
  return triggers
    .filter((each) => FIRESTORE_EVENT.test(each.eventTrigger?.eventType ?? ''))
    .map(({ id, eventTrigger }) => {
      const pattern = eventTrigger.eventFilterPathPatterns?.document;
      return {
        // firebase-tools keys a trigger by its id and the generation of its load: the first is 0
        key: `${id}-0`,
        eventType: eventTrigger.eventType,
        database: eventTrigger.eventFilters?.database ?? '(default)',
        namespace: eventTrigger.eventFilters?.namespace ?? '(default)',
        document: pattern ?? eventTrigger.eventFilters?.document,
        matchType: pattern ? 'PATH_PATTERN' : 'EXACT',
      };
    });
}

/** Registers every Firestore trigger of the Functions emulator with the Firestore emulator; answers them. */
export async function registerFirestoreTriggers({ functionsHost, firestoreHost, projectId }) {
  const answer = await fetch(`http://${functionsHost}/backends`);
  if (!answer.ok) throw new Error(`the Functions emulator's /backends answered ${answer.status}`);
  const triggers = firestoreTriggersOf(await answer.json());
  if (triggers.length === 0) throw new Error('the Functions emulator loaded no Firestore trigger');
  for (const trigger of triggers) {
    const url = `http://${firestoreHost}/emulator/v1/projects/${projectId}/eventarcTrigger?eventarcTriggerId=${encodeURIComponent(trigger.key)}`;
    const registered = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        eventType: trigger.eventType,
        database: trigger.database,
        namespace: trigger.namespace,
        document: { value: trigger.document, matchType: trigger.matchType },
      }),
    });
    if (!registered.ok)
      throw new Error(
        `the Firestore emulator refused trigger ${trigger.key}: ${registered.status} ${await registered.text()}`,
      );
  }
  return triggers;
}
