import type { DocData, QuerySpec } from '../ports';
import { mayList } from './local-query-shapes';
import type { RuleRequest } from './local-rule-reads';
import { mayGet, mayWrite, type RuleWrite } from './local-rules';

/** The three questions the local data port asks its rules, as Firestore asks firestore.rules. */
export interface LocalRuleSet {
  /** `allow get`: one document, judged on the stored document (`resource`, null when missing) */
  mayGet(request: RuleRequest, collection: string, id: string, resource: DocData | null): Promise<boolean>;
  /** `allow list`: a query, judged from its filters, never from the documents it would return */
  mayList(request: RuleRequest, spec: QuerySpec): Promise<boolean>;
  /** `allow create, update, delete`: one document's change within its batch */
  mayWrite(request: RuleRequest, write: RuleWrite): Promise<boolean>;
}

/** The permission model of ARCHITECTURE.md: the default, and what every screen runs on. */
export const PERMISSION_MODEL: LocalRuleSet = { mayGet, mayList, mayWrite };

/** Allows everything: only for the data port contract suite, which tests storage, not permissions. */
export const OPEN_RULES: LocalRuleSet = {
  mayGet: async () => true,
  mayList: async () => true,
  mayWrite: async () => true,
};
