import type { DocData, QuerySpec } from '../ports';
import type { DocLoader, RulesAuth, Verdict } from '../rules/rules-engine';
import { RulesLimitError } from '../rules/rules-values';
import { permissionDenied } from './local-errors';
import type { PlannedWrite } from './local-write-plan';

/**
 * The three questions the local data port asks, as Firestore asks them of firestore.rules, and
 * answered by evaluating that same file (local-rules-engine.ts, src/backend/rules/,
 * docs/RULES-ENGINE.md): there is no second copy of the permission model. Each answer says
 * which documents the rules read, so a batch can sum them write by write.
 */

export interface RuleContext {
  /** `request.auth`: the signed-in user, or null */
  auth: RulesAuth | null;
  /** `request.time`: for a write, the commit's time, which SERVER_TIMESTAMP fields were given */
  time: Date;
  /** documents the rules read by path, before the request's batch or after it */
  load: DocLoader;
  /** the documents the rules may read for this request, and how the limit is named */
  readLimit: number;
  readScope: string;
}

export interface LocalRuleSet {
  /** `allow get`: one document, judged on the stored document (null when missing) */
  mayGet(context: RuleContext, collection: string, id: string, resource: DocData | null): Promise<Verdict>;
  /** `allow list`: a query, judged from its filters, never from the documents it would return */
  mayList(context: RuleContext, spec: QuerySpec): Promise<Verdict>;
  /** `allow create, update, delete`: one document's change within its batch */
  mayWrite(context: RuleContext, write: PlannedWrite): Promise<Verdict>;
  /** resolves once the rules can answer without loading anything (called outside transactions) */
  ready?(): Promise<unknown>;
}

let parsed: Promise<LocalRuleSet> | undefined;

/**
 * firestore.rules, the one permission source: what every screen runs on. The evaluator and the
 * rules' text load with the first request that needs them (their own chunk, precached like the
 * rest), so a screen that reads no data, the sign-in form, does not download them.
 */
export function permissionModel(): LocalRuleSet {
  const model = () => {
    parsed ??= import('./local-rules-engine').then((engine) => engine.appRuleSet());
    return parsed;
  };
  return {
    ready: model,
    mayGet: async (...args) => (await model()).mayGet(...args),
    mayList: async (...args) => (await model()).mayList(...args),
    mayWrite: async (...args) => (await model()).mayWrite(...args),
  };
}

const ALLOWED: Verdict = { allowed: true, reads: [], readCount: 0, expressions: 0 };

/** Allows everything: only for the data port contract suite, which tests storage, not permissions. */
export const OPEN_RULES: LocalRuleSet = {
  mayGet: async () => ALLOWED,
  mayList: async () => ALLOWED,
  mayWrite: async () => ALLOWED,
};

/** Permission denied unless the verdict allows; a passed limit is named in the refusal. */
export async function mustAllow(verdict: Promise<Verdict>): Promise<Verdict> {
  try {
    const answer = await verdict;
    if (!answer.allowed) throw permissionDenied();
    return answer;
  } catch (error) {
    if (error instanceof RulesLimitError) throw permissionDenied(error.message);
    throw error;
  }
}
