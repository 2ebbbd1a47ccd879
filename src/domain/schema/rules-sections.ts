import { type CollectionName, STAMPS, schema } from './collections';
import { type CollectionSchema, type FieldSchema, HELD_KINDS } from './schema-kit';

/**
 * Writes the data sections of firestore.rules from the schema (collections.ts): each
 * collection's text limits (`userTextOk`…), the keys a write may touch and what each field may
 * hold (`*FieldsWrittenOk`), and the keys a document may hold (`clubFieldsOk`, `teamFieldsOk`,
 * `membershipFieldsOk`). The rules keep them between the two marker lines below;
 * rules-sections.test.ts fails, printing the block to paste, when they differ. The functions
 * these call (`withinLimit`, `writtenKeys`, `holds`) and who may do what stay hand-written.
 * Pure: text in, text out.
 */

export const GENERATED_START = '// ---- generated from src/domain/schema (npm test checks it) ----';
export const GENERATED_END = '// ---- end of generated ----';

export type SchemaShape = Readonly<Record<CollectionName, CollectionSchema>>;

/** the indentation of a function of the `documents` match, of its body, of a continued line */
const FUNCTION = '    ';
const BODY = '      ';
const CONTINUED = '          ';
/** lines are filled up to this column */
const WIDTH = 100;

type Lines = string[];
/** one operand of a `&&` chain, written after `lead` (`return ` or `  && `), on one line or more */
type Term = (lead: string) => Lines;

const quoted = (text: string) => `'${text}'`;
const plain =
  (text: string): Term =>
  (lead) => [`${lead}${text}`];

/** `[a, b, …]` after `lead`, closed by `close`, filled up to WIDTH and continued on CONTINUED lines */
function list(lead: string, items: readonly string[], close: string): Lines {
  const lines: Lines = [];
  let line = `${lead}[`;
  items.forEach((item, index) => {
    const text = `${item}${index === items.length - 1 ? close : ','}`;
    if (index > 0 && line.length + 1 + text.length > WIDTH) {
      lines.push(line);
      line = `${CONTINUED}${text}`;
    } else line = index > 0 ? `${line} ${text}` : `${line}${text}`;
  });
  lines.push(line);
  return lines;
}

function conjunction(terms: readonly Term[], lets: readonly string[] = []): Lines {
  const lines = [
    ...lets.map((each) => `${BODY}${each}`),
    ...terms.flatMap((term, index) => term(`${BODY}${index === 0 ? 'return ' : '  && '}`)),
  ];
  lines[lines.length - 1] += ';';
  return lines;
}

function declaration(signature: string, body: Lines, comment?: string): Lines {
  return [
    ...(comment ? [`${FUNCTION}// ${comment}`] : []),
    `${FUNCTION}function ${signature} {`,
    ...body,
    `${FUNCTION}}`,
  ];
}

type Entry = readonly [string, FieldSchema];

const entriesOf = (collection: CollectionSchema): Entry[] => Object.entries(collection.fields);

/**
 * A membership collection's fields with its group's id (its first field) named by the rules'
 * `groupField` parameter; the two membership collections must agree on all the others.
 */
function membershipEntries(clubs: CollectionSchema, teams: CollectionSchema): Entry[] {
  const [clubGroup, ...clubRest] = entriesOf(clubs);
  const [teamGroup, ...teamRest] = entriesOf(teams);
  if (
    !clubGroup ||
    !teamGroup ||
    JSON.stringify(clubRest) !== JSON.stringify(teamRest) ||
    JSON.stringify(clubGroup[1]) !== JSON.stringify(teamGroup[1])
  ) {
    throw new Error(`${clubs.name} and ${teams.name} must hold the same fields after their group's id`);
  }
  return [['groupField', clubGroup[1]], ...clubRest];
}

/** a field name as the rules write it: quoted, except the `groupField` parameter */
const fieldRef = (field: string) => (field === 'groupField' ? field : quoted(field));

const limitTerms = (entries: readonly Entry[]): Term[] =>
  entries
    .filter(([, spec]) => spec.max !== undefined)
    .map(([field, spec]) => plain(`withinLimit(data, ${fieldRef(field)}, ${spec.max})`));

function textOk(name: string, collection: CollectionSchema): Lines {
  return declaration(`${name}(data)`, conjunction(limitTerms(entriesOf(collection))));
}

const stampEntries = Object.entries(STAMPS);

function heldTerm(field: string, spec: FieldSchema): Term {
  if (!(HELD_KINDS as readonly string[]).includes(spec.kind))
    throw new Error(`holds() knows no kind '${spec.kind}' (field ${field})`);
  return plain(`holds(data, written, ${fieldRef(field)}, ${quoted(spec.kind)})`);
}

/** holds() of each field; the stamps, when the documents carry all of them, through stampsHold() */
function heldTerms(entries: readonly Entry[]): Term[] {
  const kindOf = new Map(entries.map(([field, spec]) => [field, spec.kind]));
  const stamped = stampEntries.every(([field, spec]) => kindOf.get(field) === spec.kind);
  const terms: Term[] = [];
  for (const [field, spec] of entries) {
    // the server's clock: each collection's own rules compare it with request.time
    if (spec.kind === 'timestamp') continue;
    const stamp = stamped && field in STAMPS;
    if (stamp && field === stampEntries[0]?.[0]) terms.push(plain('stampsHold(data, written)'));
    if (!stamp) terms.push(heldTerm(field, spec));
  }
  return terms;
}

function stampsHold(): Lines {
  const held = stampEntries.map(([field, spec]) => `holds(data, written, ${quoted(field)}, ${quoted(spec.kind)})`);
  return declaration('stampsHold(data, written)', [`${BODY}return ${held.join(' && ')};`]);
}

const keysOf = (entries: readonly Entry[]) => entries.map(([field]) => fieldRef(field));

function writtenOk(signature: string, keys: Term, entries: readonly Entry[], comment?: string): Lines {
  return declaration(signature, conjunction([keys, ...heldTerms(entries)], ['let written = writtenKeys();']), comment);
}

/** The fields of both, each once: a field of `second` only goes before the next field they share. */
function merged(first: readonly Entry[], second: readonly Entry[]): Entry[] {
  const result = [...first];
  second.forEach(([field, spec], index) => {
    const known = result.find(([each]) => each === field);
    if (known) {
      if (JSON.stringify(known[1]) !== JSON.stringify(spec))
        throw new Error(`clubs and teams disagree on the field ${field}`);
      return;
    }
    const next = second.slice(index + 1).find(([later]) => result.some(([each]) => each === later));
    const at = next ? result.findIndex(([each]) => each === next[0]) : result.length;
    result.splice(at, 0, [field, spec]);
  });
  return result;
}

/** groupFieldsWrittenOk(data, kind): a club's fields, or a team's when `kind` is 'team' */
function groupWrittenOk(clubs: CollectionSchema, teams: CollectionSchema): Lines {
  const clubEntries = entriesOf(clubs);
  const teamEntries = entriesOf(teams);
  const teamOnly = teamEntries.filter(([field]) => !(field in clubs.fields)).map(([field]) => `\`${field}\``);
  const keys: Term = (lead) => [
    `${lead}written.hasOnly(kind == 'team'`,
    ...list(`${CONTINUED}? `, keysOf(teamEntries), ']'),
    ...list(`${CONTINUED}: `, keysOf(clubEntries), '])'),
  ];
  const comment = `A club's fields, and a team's (${teamOnly.join(', ')}) when \`kind\` is 'team'.`;
  return writtenOk('groupFieldsWrittenOk(data, kind)', keys, merged(clubEntries, teamEntries), comment);
}

/** The keys a document may hold, the fields it must hold as text, the values a field may take, and (withLimits) the text limits. */
function fieldsOk(signature: string, entries: readonly Entry[], withLimits: boolean): Lines {
  const required = entries
    .filter(([, spec]) => spec.requiredByRules)
    .map(([field, spec]) => {
      if (spec.kind !== 'text') throw new Error(`only text can be required by the rules (field ${field})`);
      return plain(`data.get(${fieldRef(field)}, null) is string`);
    });
  const values = entries.flatMap(([field, spec]) => {
    if (!spec.values) return [];
    const absent = spec.values.includes('') ? "''" : 'null';
    return [plain(`data.get(${fieldRef(field)}, ${absent}) in [${spec.values.map(quoted).join(', ')}]`)];
  });
  const keys: Term = (lead) => list(`${lead}data.keys().hasOnly(`, keysOf(entries), '])');
  return declaration(
    signature,
    conjunction([keys, ...required, ...values, ...(withLimits ? limitTerms(entries) : [])]),
  );
}

/**
 * What a field of `kind` holds, tested directly on `data.{field}` (the same tests as `holds`),
 * for the whole-document checks: far fewer expressions than a holds() call each, which matters
 * under Firestore's 1,000 per request (docs/RULES-ENGINE.md).
 */
function kindTest(field: string, kind: string): string {
  const value = `data.${field}`;
  switch (kind) {
    case 'text':
      return `${value} is string`;
    case 'text or null':
      return `(${value} == null || ${value} is string)`;
    case 'time':
      return `${value} is string && ${value}.matches('[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}[.][0-9]{3}Z')`;
    case 'date':
      return `${value} is string && ${value}.matches('((19|20)[0-9]{2}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01]))?')`;
    case 'flag':
      return `${value} is bool`;
    case 'instant':
      return `${value} is timestamp`;
    case 'count':
      return `${value} is int && ${value} >= 0`;
    case 'map':
      return `${value} is map`;
    // only a list of texts comes back unchanged from a join and a split (Google's emulator joins a
    // number as its digits, where our evaluator refuses: both refuse the list); none holds `,`
    case 'text list':
      return `${value} is list && (${value}.size() == 0 || ${value}.join(',').split(',') == ${value})`;
    default:
      throw new Error(`holds() knows no kind '${kind}' (field ${field})`);
  }
}

/** One field of a whole document: its kind, its values, its limit; an optional one only when present. */
function fieldTerm(field: string, spec: FieldSchema): Term {
  const value = `data.${field}`;
  const parts = [kindTest(field, spec.kind)];
  if (spec.values) parts.push(`${value} in [${spec.values.map(quoted).join(', ')}]`);
  if (spec.items !== undefined) parts.push(`${value}.size() <= ${spec.items}`);
  // text or null: only a string has a length; a list of texts is measured joined (rules cannot loop)
  if (spec.max !== undefined && spec.kind === 'text list')
    parts.push(`${value}.join(',').size() <= ${(spec.items ?? 0) * (spec.max + 1)}`);
  else if (spec.max !== undefined)
    parts.push(
      spec.kind === 'text' ? `${value}.size() <= ${spec.max}` : `(${value} == null || ${value}.size() <= ${spec.max})`,
    );
  const test = parts.join(' && ');
  return plain(spec.optional ? `(!('${field}' in data) || (${test}))` : test);
}

/**
 * A whole document of a collection written whole (team life): the keys it may hold, those it
 * must, and each field's kind, values and text limit, tested directly.
 */
function documentOk(signature: string, collection: CollectionSchema): Lines {
  const entries = entriesOf(collection);
  const required = entries.filter(([, spec]) => !spec.optional).map(([field]) => fieldRef(field));
  return declaration(
    signature,
    conjunction([
      (lead) => list(`${lead}data.keys().hasOnly(`, keysOf(entries), '])'),
      (lead) => list(`${lead}data.keys().hasAll(`, required, '])'),
      ...entries.map(([field, spec]) => fieldTerm(field, spec)),
    ]),
    `A whole ${collection.name} document (written whole).`,
  );
}

/** The generated block, marker lines included, as it stands in firestore.rules. */
export function rulesDataSections(collections: SchemaShape = schema): string {
  const { users, accounts, emails, clubs, teams, clubMemberships, teamMemberships } = collections;
  const { events, eventAnswers, eventAnswerNotes, eventAttendance, teamGuardians, clubGuardians } = collections;
  const { guardianInvites, guardianships } = collections;
  const { announcements, announcementSeen, pushSubscriptions, notificationSettings, calendarFeeds } = collections;
  const memberships = membershipEntries(clubMemberships, teamMemberships);
  const header = [
    "// Each collection's text limits, the keys its documents may hold and what each field may hold,",
    '// as src/domain/schema/collections.ts describes them. Edit the schema, then paste the block',
    '// src/domain/schema/rules-sections.test.ts prints; never edit these lines by hand.',
  ].map((line) => `${FUNCTION}${line}`);
  const functions: Lines[] = [
    textOk('userTextOk', users),
    textOk('clubTextOk', clubs),
    textOk('teamTextOk', teams),
    stampsHold(),
    writtenOk(
      'userFieldsWrittenOk(data)',
      (lead) => list(`${lead}written.hasOnly(`, keysOf(entriesOf(users)), '])'),
      entriesOf(users),
    ),
    writtenOk(
      'accountFieldsWrittenOk(data)',
      (lead) => list(`${lead}written.hasOnly(`, keysOf(entriesOf(accounts)), '])'),
      entriesOf(accounts),
    ),
    writtenOk(
      'emailEntryFieldsWrittenOk(data)',
      (lead) => list(`${lead}written.hasOnly(`, keysOf(entriesOf(emails)), '])'),
      entriesOf(emails),
    ),
    groupWrittenOk(clubs, teams),
    writtenOk(
      'membershipFieldsWrittenOk(data, groupField)',
      (lead) => list(`${lead}written.hasOnly(`, keysOf(memberships), '])'),
      memberships,
    ),
    fieldsOk('clubFieldsOk(data)', entriesOf(clubs), false),
    fieldsOk('teamFieldsOk(data)', entriesOf(teams), false),
    fieldsOk('membershipFieldsOk(data, groupField)', memberships, true),
    documentOk('eventDocOk(data)', events),
    documentOk('answerDocOk(data)', eventAnswers),
    documentOk('answerNoteDocOk(data)', eventAnswerNotes),
    documentOk('attendanceDocOk(data)', eventAttendance),
    documentOk('teamGuardianDocOk(data)', teamGuardians),
    documentOk('clubGuardianDocOk(data)', clubGuardians),
    documentOk('guardianInviteDocOk(data)', guardianInvites),
    documentOk('guardianshipDocOk(data)', guardianships),
    documentOk('announcementDocOk(data)', announcements),
    documentOk('seenDocOk(data)', announcementSeen),
    documentOk('pushSubscriptionDocOk(data)', pushSubscriptions),
    documentOk('notificationSettingsDocOk(data)', notificationSettings),
    documentOk('calendarFeedDocOk(data)', calendarFeeds),
  ];
  const lines = [
    `${FUNCTION}${GENERATED_START}`,
    ...header,
    ...functions.flatMap((each) => ['', ...each]),
    '',
    `${FUNCTION}${GENERATED_END}`,
  ];
  return lines.join('\n');
}

/** The lines from the start marker to the end marker (both included), or null when either is missing. */
export function generatedBlockIn(rulesText: string): string | null {
  const lines = rulesText.split('\n');
  const start = lines.findIndex((line) => line.trim() === GENERATED_START);
  const end = lines.findIndex((line, index) => index > start && line.trim() === GENERATED_END);
  return start < 0 || end < 0 ? null : lines.slice(start, end + 1).join('\n');
}

/** The rules text with its generated block replaced by `block`. */
export function withGeneratedBlock(rulesText: string, block: string = rulesDataSections()): string {
  const current = generatedBlockIn(rulesText);
  if (current === null) throw new Error(`the rules have no block between "${GENERATED_START}" and "${GENERATED_END}"`);
  return rulesText.replace(current, () => block);
}
