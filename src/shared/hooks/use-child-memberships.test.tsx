// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { childProfile, ids, teamMember, WORLD } from '../../../assurance/contract/rules-world';
import type { DocData } from '../../backend/ports';
import { openTestBackend, seedDocs, signInAs, type TestBackend } from '../../../assurance/local/local-test-kit';
import { fixedSession, SessionProvider } from '../../session/session';
import { useChildMemberships } from './use-child-memberships';

/**
 * A parent's children's team memberships, live on the local backend with firestore.rules: the
 * `in` chunks must each stay within 10 rule reads a query, however many
 * children, so a big family's `/children`, `/schedule` and dashboard never fail.
 */
const session = fixedSession(null);
let t: TestBackend | undefined;
afterEach(async () => {
  cleanup();
  session.set(null);
  await t?.cleanup();
  t = undefined;
});

/** parentP with `count` children (`kin1`…), each on team t1. */
async function parentOf(count: number) {
  t = await openTestBackend();
  const children: Record<string, DocData> = {};
  for (const id of ids('kin', count)) {
    children[`users/${id}`] = childProfile(`${id}@example.com`, 'parentP');
    children[`teamMemberships/t1_${id}`] = { ...teamMember('t1', id), parentId: 'parentP' };
  }
  await seedDocs(t.db, { ...(WORLD as Record<string, DocData>), ...children });
  await signInAs(t.db, { uid: 'parentP', personId: 'parentP' });
  session.set({ backend: t.backend, user: { uid: 'parentP', email: 'pat@example.com', emailVerified: true } });
  const wrapper = ({ children: inner }: { children: ReactNode }) => (
    <SessionProvider value={session}>
      <QueryClientProvider client={new QueryClient()}>{inner}</QueryClientProvider>
    </SessionProvider>
  );
  return renderHook(() => useChildMemberships('team', ids('kin', count)), { wrapper });
}

describe("a parent's children's memberships", () => {
  it.each([10, 20, 30])(
    'come for %i children, every chunk within the rules’ reads',
    { timeout: 15_000 },
    async (count) => {
      const { result } = await parentOf(count);
      await waitFor(() => expect(result.current.status).not.toBe('pending'), { timeout: 10_000 });
      expect(result.current.error).toBeNull();
      const found = result.current.data?.docs.map((doc) => doc.id).sort();
      expect(found).toEqual(
        ids('kin', count)
          .map((id) => `t1_${id}`)
          .sort(),
      );
    },
  );
});
