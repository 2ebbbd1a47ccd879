import { describe, expect, it } from 'vitest';
import { batch, del, get, set, update } from '../../../assurance/contract/permission-cases/case-kit';
import { createLocalDataPort } from './local-data';
import { MISSING_PERMISSIONS } from './local-errors';
import { ruleSetOf } from './local-rules-engine';
import { useRulesBackend } from '../../../assurance/local/local-rules-fixtures';
import { seedDocs, setSession } from '../../../assurance/local/local-test-kit';

/**
 * The production verdicts on writes (docs/RULES-ENGINE.md) that belong to the data port rather than to the
 * evaluator (src/backend/rules/rules-facts.test.ts has the others), through the real local data
 * port judged by a small rules text: an update of a missing document fails with not-found, a
 * delete of a missing one succeeds, and a refusal is permission-denied with Firestore's message.
 */

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /open/{id} {
      allow read, write: if request.auth != null;
    }
    match /closed/{id} {
      allow read, write: if false;
    }
  }
}`;

describe('writes judged by the rules through the local data port', () => {
  const backend = useRulesBackend();
  const port = async () => {
    const t = backend();
    await seedDocs(t.db, { 'open/here': { n: 1 }, 'closed/here': { n: 1 } });
    await setSession(t.db, { uid: 'alice', email: 'alice@example.com', emailVerified: true });
    return createLocalDataPort(t.db, { rules: ruleSetOf(RULES) });
  };

  it('fails an update of a missing document with not-found, though the rules allow it', async () => {
    const data = await port();
    await expect(batch(update('open/missing', { n: 2 }))(data)).rejects.toMatchObject({ code: 'not-found' });
    await expect(batch(update('open/here', { n: 2 }))(data)).resolves.toBeUndefined();
  });

  it('lets a delete of a missing document succeed', async () => {
    const data = await port();
    await expect(batch(del('open/missing'))(data)).resolves.toBeUndefined();
  });

  it('refuses with permission-denied and "Missing or insufficient permissions."', async () => {
    const data = await port();
    expect(MISSING_PERMISSIONS).toBe('Missing or insufficient permissions.');
    for (const run of [batch(set('closed/new', { n: 1 })), batch(del('closed/here')), get('closed/here')]) {
      await expect(run(data)).rejects.toMatchObject({ code: 'permission-denied', message: MISSING_PERMISSIONS });
    }
  });
});
