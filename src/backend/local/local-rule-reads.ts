import type { DocData } from '../ports';
import { permissionDenied } from './local-errors';

/**
 * What a local rule may see, and only this, as a Firestore rule: the request's auth and time,
 * and other documents read by path through `get`/`getAfter`/`exists`/`existsAfter`; never a
 * query. The reads are counted as Firestore counts them.
 */

/** `request.auth`: the signed-in user's token, or null. */
export interface RuleAuth {
  uid: string;
  email: string;
  emailVerified: boolean;
}

/** Documents by path: as before the request (`get`) or as after its whole batch (`getAfter`). */
export interface RuleReads {
  get(collection: string, id: string): Promise<DocData | null>;
  getAfter(collection: string, id: string): Promise<DocData | null>;
  exists(collection: string, id: string): Promise<boolean>;
  existsAfter(collection: string, id: string): Promise<boolean>;
}

export interface RuleRequest {
  auth: RuleAuth | null;
  /** `request.time`: for a write, the commit's time, which SERVER_TIMESTAMP fields were given */
  time: Date;
  reads: RuleReads;
}

/** The signed-in part of a request, for rules that have already checked `auth`. */
export type SignedInRequest = RuleRequest & { auth: RuleAuth };

/**
 * Firestore's limit on the documents rules read for one request: 10 for a query or a
 * single-document request, 10 for each write of a batch and 20 for the whole batch. A path
 * counts once however often and however (`get`, `getAfter`, `exists`) it is read. Past the
 * limit the request is refused, as Firestore refuses it.
 */
export class RuleReadBudget {
  private readonly paths = new Set<string>();

  constructor(
    private readonly limit: number,
    private readonly scope: string,
    private readonly parent?: RuleReadBudget,
  ) {}

  get used(): number {
    return this.paths.size;
  }

  /** Counts a read of `path` here and in the enclosing budget; throws permission-denied past a limit. */
  charge(path: string): void {
    if (!this.paths.has(path)) {
      this.paths.add(path);
      if (this.paths.size > this.limit) {
        throw permissionDenied(`The rules may read at most ${this.limit} documents ${this.scope} (Firestore's limit).`);
      }
    }
    this.parent?.charge(path);
  }
}

export type StoredReader = (collection: string, id: string) => Promise<DocData | null>;

/** Rule reads charged to `budget`; for a read request the state after is the state before. */
export function ruleReads(budget: RuleReadBudget, before: StoredReader, after: StoredReader = before): RuleReads {
  const charged =
    (reader: StoredReader): StoredReader =>
    async (collection, id) => {
      budget.charge(`${collection}/${id}`);
      return reader(collection, id);
    };
  const get = charged(before);
  const getAfter = charged(after);
  return {
    get,
    getAfter,
    exists: async (collection, id) => (await get(collection, id)) !== null,
    existsAfter: async (collection, id) => (await getAfter(collection, id)) !== null,
  };
}

/** Reads each stored document once per request, however many rules ask for it. */
export function memoised(reader: StoredReader): StoredReader {
  const cache = new Map<string, Promise<DocData | null>>();
  return (collection, id) => {
    const key = `${collection}/${id}`;
    let found = cache.get(key);
    if (!found) {
      found = reader(collection, id);
      cache.set(key, found);
    }
    return found;
  };
}
