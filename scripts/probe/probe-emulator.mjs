// Google's Firestore emulator as a stand-in for production (scripts/firestore-emulator.mjs starts it):
// its REST endpoints for loading a rule set and clearing data.

/** Loads `rules` (the text of a rules file) as the project's rule set; throws with the emulator's message. */
export async function loadRules(host, projectId, rules) {
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}:securityRules`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'probe.rules', content: rules }] } }),
  });
  if (!response.ok)
    throw new Error(`The emulator refused the probe rules (${response.status}): ${await response.text()}`);
}

/** Deletes every document of the project in the emulator. */
export async function clearData(host, projectId) {
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  if (!response.ok)
    throw new Error(`The emulator did not clear its data (${response.status}): ${await response.text()}`);
}
