import { FIRESTORE_LIMITS } from '../../src/backend/ports';
import { MAX_EXPRESSIONS, type Verdict } from '../../src/backend/rules/rules-engine';
import { type LocalRuleSet, permissionModel } from '../../src/backend/local/local-rule-set';

/**
 * How close the app's requests come to Firestore's limits (docs/RULES-ENGINE.md
 * "Margins"): the permission model, weighing each verdict it gives by kind of request (get,
 * list, create, update, delete), counted as Google's Firestore emulator counts (reads with an
 * `exists` before a `get` counted apart; each `&&`, `||`, `?:` 2 expressions). Tests only.
 */

export type RequestKind = 'get' | 'list' | 'create' | 'update' | 'delete';

interface Heaviest {
  value: number;
  caseName: string;
}

export interface Margins {
  reads: Map<RequestKind, Heaviest>;
  expressions: Map<RequestKind, Heaviest>;
}

export const emptyMargins = (): Margins => ({ reads: new Map(), expressions: new Map() });

/** The permission model, adding what each allowed request read and evaluated to `margins`, under `caseName()`. */
export function weighingRules(margins: Margins, caseName: () => string): LocalRuleSet {
  const model = permissionModel();
  const weigh = (kind: RequestKind) => (verdict: Verdict) => {
    if (!verdict.allowed) return verdict;
    const heavier = (map: Map<RequestKind, Heaviest>, value: number) => {
      if (value > (map.get(kind)?.value ?? -1)) map.set(kind, { value, caseName: caseName() });
    };
    heavier(margins.reads, verdict.readCount);
    heavier(margins.expressions, verdict.expressions);
    return verdict;
  };
  return {
    ...model,
    mayGet: (...args) => model.mayGet(...args).then(weigh('get')),
    mayList: (...args) => model.mayList(...args).then(weigh('list')),
    mayWrite: (context, write) => {
      const kind = write.before === null ? 'create' : write.after === null ? 'delete' : 'update';
      return model.mayWrite(context, write).then(weigh(kind));
    },
  };
}

const READ_LIMITS: Record<RequestKind, number> = {
  get: FIRESTORE_LIMITS.ruleReadsPerWrite,
  list: FIRESTORE_LIMITS.ruleReadsPerQuery,
  create: FIRESTORE_LIMITS.ruleReadsPerWrite,
  update: FIRESTORE_LIMITS.ruleReadsPerWrite,
  delete: FIRESTORE_LIMITS.ruleReadsPerWrite,
};

/** One line per kind: the heaviest reads and expressions, each of its limit, and the case. */
export function marginLines(margins: Margins): string[] {
  const kinds: RequestKind[] = ['get', 'list', 'create', 'update', 'delete'];
  return kinds.flatMap((kind) => {
    const reads = margins.reads.get(kind);
    const expressions = margins.expressions.get(kind);
    if (!reads || !expressions) return [];
    return [
      `  ${kind.padEnd(6)} reads ${reads.value} of ${READ_LIMITS[kind]} (${reads.caseName}); ` +
        `expressions ${expressions.value} of ${MAX_EXPRESSIONS.toLocaleString('en')} (${expressions.caseName})`,
    ];
  });
}
