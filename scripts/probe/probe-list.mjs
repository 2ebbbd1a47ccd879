// The boundary requests `npm run probe:production` sends (docs/RULES-ENGINE.md, "What production
// still has to settle"). Each is plain data: the request, the rule of scripts/probe/probe.rules it
// meets, the question its verdict answers, the verdict Google's Firestore emulator gives, the
// reading the project keeps meanwhile, and what a different answer from production would change.
//
// A request is one of:
//   { kind: 'get', path: [collection, id, ...] }
//   { kind: 'query', collection, filters: [[field, op, value], ...] }   field '__name__' is the id
//   { kind: 'batch', creates: [[collection, id, ...], ...] }            '$run' in an id becomes the run's id

export const TROPHY = '🏆';
const fiftyTrophies = TROPHY.repeat(50);

/** 't1' .. 'tN': the seeded documents a query's `in` values name, one read each. */
export const targetNames = (count) => Array.from({ length: count }, (_, at) => `t${at + 1}`);

/** How many documents of probe_targets the probes read at most (t1 .. t21). */
export const TARGET_COUNT = 21;

/** What the probes read, written before they run: [path segments, data]. */
export const PROBE_SEED = [
  ...targetNames(TARGET_COUNT).map((name, at) => [['probe_targets', name], { n: at + 1 }]),
  [['probe_id_resource', 'b'], { stored: true }],
];

/** The request that tells whether probe.rules is the project's rule set. */
export const CONTROL_REQUEST = { kind: 'get', path: ['probe_control', 'probe-rules-v1'] };

const batchOf = (froms) => ({
  kind: 'batch',
  creates: froms.map((from, at) => ['probe_batch', String(from), 'writes', `$run-${at + 1}`]),
});

const strings = {
  topic: 'strings',
  kept: 'UTF-16 code units everywhere (forms, schema, evaluator)',
};

const idFilters = {
  topic: 'id filters',
  kept: 'a __name__ filter binds nothing: clubs and teams are read by id, one document watch each',
};

const queryReads = {
  topic: 'reads per query',
  kept: '10 per query, all `in` values together',
};

const batchReads = {
  topic: 'reads per batch',
  kept: '20 per batch, summed write by write (the batch splitter packs by that sum)',
};

const existsThenGet = {
  topic: 'exists then get',
  kept: 'count as the emulator does: exists(p) then get(p) is 2 reads',
};

const expressions = {
  topic: 'expression unit',
  kept: 'count as the emulator does: each evaluated &&, ||, ?: is 2',
};

/** @type {import('./probe-list.d.mts').Probe[]} */
export const PROBES = [
  {
    ...strings,
    name: 'size-100',
    question: 'Does 50 × 🏆 pass size() <= 100? (control: true under any count but bytes)',
    request: { kind: 'get', path: ['probe_size_100', fiftyTrophies] },
    emulator: 'allowed',
    sameAsEmulator: 'the probe reaches the rule; read it with size-99',
    otherwise: 'size() counts UTF-8 bytes (200): every text limit is tighter than we think',
  },
  {
    ...strings,
    name: 'size-99',
    question: 'Does 50 × 🏆 fail size() <= 99, i.e. is each emoji 2 (UTF-16)?',
    request: { kind: 'get', path: ['probe_size_99', fiftyTrophies] },
    emulator: 'denied',
    sameAsEmulator: 'UTF-16 units in production too: our measure is exact',
    otherwise: 'production counts code points: our UTF-16 limits are stricter than needed (emoji count double)',
  },
  {
    ...strings,
    name: 'index',
    question: "Is '🏆x'[2] == 'x' (indexing in UTF-16 units)?",
    request: { kind: 'get', path: ['probe_index', `${TROPHY}x`] },
    emulator: 'allowed',
    sameAsEmulator: 'indexing counts UTF-16 units, as the evaluator does',
    otherwise: 'indexing counts code points: the evaluator indexes differently (no app rule indexes strings)',
  },
  {
    ...strings,
    name: 'slice',
    question: "Is '🏆x'[0:2] == '🏆' (slices in UTF-16 units)?",
    request: { kind: 'get', path: ['probe_slice', `${TROPHY}x`] },
    emulator: 'allowed',
    sameAsEmulator: 'slices count UTF-16 units, as the evaluator does',
    otherwise: 'slices count code points: the evaluator slices differently (no app rule slices strings)',
  },
  {
    ...strings,
    name: 'trim',
    question: 'Does trim() leave U+3000 and NBSP in place (strips only <= U+0020)?',
    request: { kind: 'get', path: ['probe_trim', '\u3000x\u00a0'] },
    emulator: 'allowed',
    sameAsEmulator: 'trim() strips only characters up to U+0020, as the evaluator does',
    otherwise:
      'trim() strips Unicode spaces: a post of only U+3000 passes our message.trim().size() > 0 and fails production',
  },
  {
    ...strings,
    name: 'lower',
    question: "Is 'JÜRGEN'.lower() == 'jÜrgen' (ASCII letters only)?",
    request: { kind: 'get', path: ['probe_lower', 'JÜRGEN'] },
    emulator: 'allowed',
    sameAsEmulator: 'lower() changes ASCII letters only, as the evaluator does (the rules lower emails with it)',
    otherwise: 'lower() is Unicode-aware: emails with non-ASCII capitals match differently; the evaluator must follow',
  },
  {
    ...strings,
    name: 'upper',
    question: "Is 'jürgen'.upper() == 'JüRGEN' (ASCII letters only)?",
    request: { kind: 'get', path: ['probe_upper', 'jürgen'] },
    emulator: 'allowed',
    sameAsEmulator: 'upper() changes ASCII letters only, as the evaluator does',
    otherwise: 'upper() is Unicode-aware: the evaluator must follow (no rule of the app uses upper())',
  },
  {
    ...idFilters,
    name: 'id-binds-wildcard',
    question: "Does where(__name__ == 'a') bind {id} in a list rule (rule: id == 'a')?",
    request: { kind: 'query', collection: 'probe_id_binds', filters: [['__name__', '==', 'a']] },
    emulator: 'allowed',
    sameAsEmulator: 'id queries bind the wildcard: clubs and teams could be read by one query on ids',
    otherwise: 'confirms our reading: keep one document watch per id',
  },
  {
    ...idFilters,
    name: 'id-reads-stored',
    question: "With where(__name__ == 'b'), is resource the stored document (rule: resource.data.stored)?",
    request: { kind: 'query', collection: 'probe_id_resource', filters: [['__name__', '==', 'b']] },
    emulator: 'allowed',
    sameAsEmulator: 'id queries are judged against stored data: rules on stored fields allow them',
    otherwise: 'confirms our reading: a list rule sees only the query, never stored data',
  },
  {
    ...queryReads,
    name: 'query-in-10',
    question: 'Is a query whose 10 `in` values read 10 distinct documents allowed? (control)',
    request: { kind: 'query', collection: 'probe_query_in', filters: [['target', 'in', targetNames(10)]] },
    emulator: 'allowed',
    sameAsEmulator: 'the probe reaches the limit; read it with query-in-11',
    otherwise: 'fewer than 10 reads per query: lookup chunks must shrink',
  },
  {
    ...queryReads,
    name: 'query-in-11',
    question: 'Is a query reading 11 distinct documents over its `in` values allowed (limit 20, not 10)?',
    request: { kind: 'query', collection: 'probe_query_in', filters: [['target', 'in', targetNames(11)]] },
    emulator: 'allowed',
    sameAsEmulator: 'more than 10 reads per query: lookup chunks could grow (up to 20 reads, see query-in-20)',
    otherwise: 'confirms the documented 10 per query that we keep',
  },
  {
    ...queryReads,
    name: 'query-in-20',
    question: 'Is a query reading 20 distinct documents over its `in` values allowed?',
    request: { kind: 'query', collection: 'probe_query_in', filters: [['target', 'in', targetNames(20)]] },
    emulator: 'allowed',
    sameAsEmulator: '20 reads per query: a parent with 20 children fits one query',
    otherwise: 'the limit is below 20 (query-in-11 says whether it is 10)',
  },
  {
    ...queryReads,
    name: 'query-in-21',
    question: 'Is a query reading 21 distinct documents over its `in` values refused?',
    request: { kind: 'query', collection: 'probe_query_in', filters: [['target', 'in', targetNames(21)]] },
    emulator: 'denied',
    sameAsEmulator: 'the limit per query is at most 20',
    otherwise: 'production allows more than 20 per query, or counts each `in` value on its own',
  },
  {
    ...queryReads,
    name: 'query-flat-11',
    question: 'Is a query whose one evaluation reads 11 documents allowed (no `in`)?',
    request: { kind: 'query', collection: 'probe_query_flat_11', filters: [] },
    emulator: 'allowed',
    sameAsEmulator: 'more than 10 reads per query without `in` too',
    otherwise: 'a query without `in` may read only 10: our 10 per query holds',
  },
  {
    ...batchReads,
    name: 'batch-2x7-same',
    question: 'Is a batch of 2 writes, each reading the same 7 documents (14 summed), allowed? (control)',
    request: batchOf([0, 0]),
    emulator: 'allowed',
    sameAsEmulator: 'the probe reaches the rule; read it with batch-3x7-same',
    otherwise: 'a batch reading 14 is refused: batch limits are tighter than documented',
  },
  {
    ...batchReads,
    name: 'batch-3x7-same',
    question: 'Is a batch of 3 writes, each reading the same 7 documents (7 distinct, 21 summed), allowed?',
    request: batchOf([0, 0, 0]),
    emulator: 'allowed',
    sameAsEmulator: 'reads are de-duplicated across a batch: batches could hold more writes',
    otherwise: 'confirms the summed count the batch splitter keeps',
  },
  {
    ...batchReads,
    name: 'batch-3x7-distinct',
    question: 'Is a batch of 3 writes reading 21 distinct documents refused?',
    request: batchOf([0, 7, 14]),
    emulator: 'denied',
    sameAsEmulator: 'the limit per batch is 20 documents',
    otherwise: 'production allows more than 20 reads per batch',
  },
  {
    ...existsThenGet,
    name: 'exists-then-get',
    question: 'Are exists(p) then get(p) 2 reads (rule reads 10 documents, with exists(t1) before get(t1))?',
    request: { kind: 'get', path: ['probe_exists_then_get', 'x'] },
    emulator: 'denied',
    sameAsEmulator: 'exists then get counts 2: keep counting it so',
    otherwise: 'exists then get is 1 read: our count is one too high on such rules (harmless)',
  },
  {
    ...existsThenGet,
    name: 'get-then-exists',
    question: 'Is get(p) then exists(p) 1 read (rule reads 10 documents, get(t1) before exists(t1))?',
    request: { kind: 'get', path: ['probe_get_then_exists', 'x'] },
    emulator: 'allowed',
    sameAsEmulator: 'get then exists counts 1, as we count it',
    otherwise: 'get then exists counts 2 too: our count is one too low on such rules',
  },
  {
    ...expressions,
    name: 'expr-pad-1000',
    question: 'Is a rule of exactly 1,000 expressions (no logic, a list literal) allowed?',
    request: { kind: 'get', path: ['probe_expr_pad_1000', 'x'] },
    emulator: 'allowed',
    sameAsEmulator: 'the count of plain expressions matches; read the logic probes',
    otherwise: 'production counts plain expressions differently: read the logic probes with care',
  },
  {
    ...expressions,
    name: 'expr-pad-1001',
    question: 'Is a rule of 1,001 expressions (no logic) refused?',
    request: { kind: 'get', path: ['probe_expr_pad_1001', 'x'] },
    emulator: 'denied',
    sameAsEmulator: 'the limit is 1,000 expressions counted as the emulator counts',
    otherwise: 'production counts plain expressions lower than the emulator (or allows more)',
  },
  {
    ...expressions,
    name: 'expr-and-1000',
    question: 'With 101 `&&` counted 2 each, is a rule of exactly 1,000 allowed (899 if `&&` is 1)?',
    request: { kind: 'get', path: ['probe_expr_and_1000', 'x'] },
    emulator: 'allowed',
    sameAsEmulator: 'the probe reaches the limit; read it with expr-and-1001',
    otherwise: 'production counts `&&` higher than 2',
  },
  {
    ...expressions,
    name: 'expr-and-1001',
    question: 'With 101 `&&` counted 2 each, is a rule of 1,001 refused (900 if `&&` is 1)?',
    request: { kind: 'get', path: ['probe_expr_and_1001', 'x'] },
    emulator: 'denied',
    sameAsEmulator: '`&&` counts 2 in production: our margins are right',
    otherwise: '`&&` counts 1: our expression counts are cautious (each rule has more room)',
  },
  {
    ...expressions,
    name: 'expr-or-1001',
    question: 'With 99 `||` and 2 `&&` counted 2 each, is a rule of 1,001 refused (900 if 1)?',
    request: { kind: 'get', path: ['probe_expr_or_1001', 'x'] },
    emulator: 'denied',
    sameAsEmulator: '`||` counts 2 in production',
    otherwise: '`||` counts 1: our expression counts are cautious',
  },
  {
    ...expressions,
    name: 'expr-cond-1001',
    question: 'With 100 `?:` and 2 `&&` counted 2 each, is a rule of 1,001 refused (899 if 1)?',
    request: { kind: 'get', path: ['probe_expr_cond_1001', 'x'] },
    emulator: 'denied',
    sameAsEmulator: '`?:` counts 2 in production',
    otherwise: '`?:` counts 1: our expression counts are cautious',
  },
];
