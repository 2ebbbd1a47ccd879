// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { announcement, team, teamMember, WORLD } from '../../../../assurance/contract/rules-world';
import type { DocData } from '../../../backend/ports';
import { openTestBackend, seedDocs, signInAs, type TestBackend } from '../../../../assurance/local/local-test-kit';
import { fixedSession, SessionProvider } from '../../../session/session';
import { useMyAnnouncements } from './use-announcements';
import { ANNOUNCEMENTS_PAGE } from '../../../domain/announcements/announcement-pages';

/**
 * `/announcements`' read (docs/team-life.md "Announcements"), live on the local backend with its
 * rules, as guardianG sees it: a Parent whose child childG is on team t1 and in club c1.
 */
const session = fixedSession(null);
let t: TestBackend | undefined;
afterEach(async () => {
  cleanup();
  session.set(null);
  await t?.cleanup();
  t = undefined;
});

async function asGuardian(changes: Record<string, DocData | null>, limit = ANNOUNCEMENTS_PAGE) {
  t = await openTestBackend();
  const world = { ...WORLD, ...changes };
  await seedDocs(
    t.db,
    Object.fromEntries(Object.entries(world).filter((entry): entry is [string, DocData] => entry[1] !== null)),
  );
  await signInAs(t.db, { uid: 'guardianG', personId: 'guardianG' });
  session.set({ backend: t.backend, user: { uid: 'guardianG', email: 'gus@example.com', emailVerified: true } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SessionProvider value={session}>
      <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
    </SessionProvider>
  );
  return renderHook(() => useMyAnnouncements(limit), { wrapper });
}

/** the parent's own team, with news of its own */
const OWN_TEAM = {
  'teams/guardianG-own': team('guardianG', null),
  'teamMemberships/guardianG-own_guardianG': teamMember('guardianG-own', 'guardianG', 'owner'),
  'announcements/aOwn': announcement('team', 'guardianG-own', { authorId: 'guardianG', message: 'Our own news' }),
};

describe("a parent's announcements", () => {
  it("lists their own groups' and their child's, through the guardian links, newest first", async () => {
    const { result } = await asGuardian({
      ...OWN_TEAM,
      'announcements/aOwn': { ...OWN_TEAM['announcements/aOwn'], postedAt: new Date('2024-04-01T09:00:00.000Z') },
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const value = result.current.status === 'ready' ? result.current.value : undefined;
    expect(value?.items.map((item) => item.announcement.id)).toEqual(['aOwn', 'a1', 'ac1']);
  });

  it('shows their own news when a link is missing (a child joined before links existed), not a failure', async () => {
    const { result } = await asGuardian({ ...OWN_TEAM, 'teamGuardians/t1_guardianG': null });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const value = result.current.status === 'ready' ? result.current.value : undefined;
    // t1's news is refused without the link; the club's still comes through its own link
    expect(value?.items.map((item) => item.announcement.id).sort()).toEqual(['aOwn', 'ac1']);
  });

  it.each([
    [2, true],
    [3, false],
  ])('shows at most %i and says whether there are more (Show more only when there are)', async (limit, more) => {
    const { result } = await asGuardian(OWN_TEAM, limit);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const value = result.current.status === 'ready' ? result.current.value : undefined;
    expect(value?.items).toHaveLength(limit);
    expect(value?.hasMore).toBe(more);
  });
});
