// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../src/session/query-client';
import { stopWatches, WARM_GRACE_MS } from '../../src/lib/watched-query';
import { fixedSession, SessionProvider } from '../../src/session/session';
import { account, club, clubMember, ids, profile, team, teamMember } from '../contract/rules-world';
import { openTestBackend, seedDocs, signInAs, type TestBackend } from '../local/local-test-kit';
import type { DocData } from '../../src/backend/ports';
import { useMyGroupLines } from '../../src/features/dashboard/hooks/use-my-group-lines';
import { routeTree } from '../../src/routeTree.gen';
import { type CountingPort, countingDataPort, type ReadCounts } from '../kit/counting-data-port';

/**
 * Reads that grow with the data: what opening `/dashboard` and `/manage` costs in
 * Firestore reads, as a function of the user's memberships, counted at the DataPort while the
 * real route tree (guard, app shell with its top bar, the screen and all their hooks) opens
 * on the local backend with its rules. The counts are exact: a read per team, a lookup fired
 * twice, or one no longer chunked (docs/product.md §9: `in` lists of 10, which the rules refuse beyond)
 * fails here. Each port call is one Firestore listen or read (src/backend/firebase/firestore-data.ts).
 *
 * For a user on n teams and m clubs (docs/PERFORMANCE.md, "Reads that grow with the data"):
 *   /manage:    query listens 2 (+ 1 for a Parent: their children's list; + 2 for a Parent with
 *               children: their club and team memberships, whose groups it lists too), document
 *               listens 2 + m + n (clubs and teams are read by id, one document listen each: no
 *               query by ids is allowed, docs/RULES-ENGINE.md; + one per group only my children are on)
 *   /dashboard: query listens 2 (+ 1 for a Parent: their children's list), document listens 2,
 *               and Next up's: ⌈n/10⌉ event listens (+ 1 for a Parent with children: their team
 *               memberships), 1 answers listen (my people: me and ≤ 8 children)
 *   /schedule:  query listens 1 (team memberships) + ⌈n/10⌉ + ⌈g/4⌉ (events of the n teams I am
 *               on and the g teams I only guard, each with a range on the start, an order and a
 *               limit) + 1 (my people's answers) (+ 2 for a Parent: the children and their team
 *               memberships), document listens 2
 *   the dashboard's Announcements card: ⌈n/10⌉ + ⌈m/10⌉ announcement listens (my teams and clubs)
 *               (+ 1 for a Parent with children: their club memberships; + ⌈g/4⌉ for the g teams
 *               and clubs I only guard) + 1 (my seen marks, once there is an announcement)
 *   /announcements: the card's listens, and the same query keys (the card and the page share them);
 *               writes: one mark per unread announcement on the screen, packed 5 a batch
 *   one-off queries and gets: none; writes: none but /announcements' marks
 *   documents: the account and the profile, each membership and each club and team once
 *   (+ a Parent's children on the dashboard)
 */

/** The session the routes and screens get, through the router's context and SessionProvider. */
const session = fixedSession(null);
// the service worker's banners (virtual:pwa-register, a build-time module) read no data
vi.mock('../../src/features/pwa/components/app-status', () => ({ AppStatus: () => null }));

const SETTLE_MS = 150;

let t: TestBackend | undefined;
afterEach(async () => {
  cleanup();
  // the page's one query cache (src/session/query-client.ts): each test opens the app afresh,
  // without the watches a route's loader started ahead of its screen
  stopWatches(queryClient);
  queryClient.clear();
  session.set(null);
  await t?.cleanup();
  t = undefined;
});

interface Person {
  uid: string;
  personId: string;
  role: 'Parent' | 'Child';
}
const adult: Person = { uid: 'userU', personId: 'userU', role: 'Parent' };
/** a child who claimed the profile `kidP` their parent made: memberships carry the person id */
const claimedChild: Person = { uid: 'kidUid', personId: 'kidP', role: 'Child' };

const DAY = 24 * 60 * 60 * 1000;

/** an upcoming event of a team, tomorrow plus `days` */
function upcoming(teamId: string, days: number, title: string): DocData {
  const startsAt = new Date(Date.now() + DAY * (1 + days));
  return {
    teamId,
    type: 'training',
    title,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 60 * 60 * 1000),
    timeZone: 'Europe/London',
    meetTime: '',
    location: '',
    opponent: '',
    notes: '',
    defaultGoing: false,
    status: 'scheduled',
    cancelReason: '',
    seriesId: null,
    sequence: 0,
    createdBy: 'ownerO',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

/**
 * `who` on `teams` teams and `clubs` clubs (the teams spread over the clubs), with `children`
 * children; with `events`, one upcoming event per team; with `guarded`, the first child on that
 * many other teams (G1…), which the parent guards.
 */
function world(
  who: Person,
  {
    teams,
    clubs,
    children = 0,
    events = false,
    guarded = 0,
    news = false,
    unread = 0,
  }: {
    teams: number;
    clubs: number;
    children?: number;
    events?: boolean;
    guarded?: number;
    /** one announcement per team, club and guarded team, of which `unread` are not marked seen by the user */
    news?: boolean;
    unread?: number;
  },
): Record<string, DocData> {
  const docs: Record<string, DocData> = {
    [`users/${who.personId}`]: {
      ...profile(who.uid, `${who.uid.toLowerCase()}@example.com`, who.role, who.role === 'Child' ? 'parentX' : null),
    },
    [`accounts/${who.uid}`]: account(who.personId),
    // someone else's club and team, which the user must not pay for
    'clubs/other-K': club('strangerS'),
    'teams/other-T': team('strangerS', 'other-K'),
    'teamMemberships/other-T_strangerS': teamMember('other-T', 'strangerS', 'owner'),
  };
  for (let i = 1; i <= clubs; i++) {
    docs[`clubs/K${i}`] = { ...club('ownerO'), name: `Club ${i}` };
    docs[`clubMemberships/K${i}_${who.personId}`] = clubMember(`K${i}`, who.personId);
  }
  for (let i = 1; i <= teams; i++) {
    docs[`teams/T${i}`] = { ...team('ownerO', clubs > 0 ? `K${((i - 1) % clubs) + 1}` : null), name: `Team ${i}` };
    docs[`teamMemberships/T${i}_${who.personId}`] = teamMember(`T${i}`, who.personId);
  }
  for (let i = 1; i <= children; i++) {
    docs[`users/child${i}`] = { ...profile(`child${i}`, `child${i}@example.com`, 'Child', who.personId), uid: null };
  }
  if (events) for (let i = 1; i <= teams; i++) docs[`events/E${i}`] = upcoming(`T${i}`, i % 7, `Event ${i}`);
  for (let i = 1; i <= guarded; i++) {
    docs[`teams/G${i}`] = { ...team('ownerO', null), name: `Guarded ${i}` };
    docs[`teamMemberships/G${i}_child1`] = { ...teamMember(`G${i}`, 'child1'), parentId: who.personId };
    docs[`teamGuardians/G${i}_${who.personId}`] = { teamId: `G${i}`, parentId: who.personId, viaChildId: 'child1' };
    if (events) docs[`events/GE${i}`] = upcoming(`G${i}`, i % 7, `Guarded event ${i}`);
  }
  if (news) {
    const groups = [
      ...ids('T', teams).map((id) => ['team', id] as const),
      ...ids('K', clubs).map((id) => ['club', id] as const),
      ...ids('G', guarded).map((id) => ['team', id] as const),
    ];
    groups.forEach(([kind, groupId], index) => {
      const postedAt = new Date(Date.now() - (index + 1) * 60_000);
      docs[`announcements/A${groupId}`] = {
        groupKind: kind,
        groupId,
        message: `News of ${groupId}`,
        authorId: 'ownerO',
        authorName: 'Olga Owner',
        postedAt,
      };
      if (index >= unread)
        docs[`announcementSeen/A${groupId}_${who.personId}`] = {
          announcementId: `A${groupId}`,
          groupKind: kind,
          groupId,
          personId: who.personId,
          postedAt,
          seenAt: '2026-01-01T00:00:00.000Z',
        };
    });
  }
  return docs;
}

/** The local backend with `seed` stored and `who` signed in, its data port counting the reads. */
async function signedIn(who: Person, seed: Record<string, DocData>) {
  t = await openTestBackend();
  await seedDocs(t.db, seed);
  await signInAs(t.db, { uid: who.uid, personId: who.personId });
  const counting = countingDataPort(t.backend.data);
  session.set({
    backend: { ...t.backend, data: counting.data },
    user: { uid: who.uid, email: `${who.uid.toLowerCase()}@example.com`, emailVerified: true },
  });
  return counting;
}

/** Opens `path` as the app does (route guard, shell, screen), with `who` signed in, counting the reads. */
async function open(
  path: '/dashboard' | '/manage' | '/schedule' | '/announcements',
  who: Person,
  seed: Record<string, DocData>,
) {
  const counting = await signedIn(who, seed);
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { session },
  });
  render(
    <SessionProvider value={session}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SessionProvider>,
  );
  return { counting, router };
}

/** Waits until the reads have stopped coming (the screen is open and nothing more is asked). */
async function settled(counting: CountingPort): Promise<ReadCounts> {
  let last = JSON.stringify(counting.counts());
  for (let round = 0; round < 20; round++) {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const now = JSON.stringify(counting.counts());
    if (now === last && counting.calls.every((call) => call.docs !== undefined)) return counting.counts();
    last = now;
  }
  throw new Error(
    `the reads never settled: ${counting.calls.map((call) => `${call.kind} ${call.collection} ${call.target}`).join('; ')}`,
  );
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The formula: what opening the screen costs for someone on n teams and m clubs. */
function expected(
  screenName: 'dashboard' | 'manage',
  {
    n,
    m,
    parent,
    children = 0,
    claimed = false,
  }: { n: number; m: number; parent: boolean; children?: number; claimed?: boolean },
) {
  // a Parent's children: the dashboard's Family card, and on both screens the groups of my children
  // the children one made, and one's pointers to those one guards beside their first guardian
  const childrenList = parent ? 2 : 0;
  // manage lists my children's groups too: their club and team memberships (the dashboard's Next up
  // and Announcements card read the same, under the same keys)
  const childMemberships = screenName === 'manage' && children > 0 ? 2 : 0;
  // the dashboard names one's groups from the memberships alone (useMyGroupLines); manage reads every group
  const groupDocuments = screenName === 'manage';
  // Next up: the events of my teams in chunks of 10, my children's team memberships, my people's answers
  // (a claimed child's membership check reads two memberships and the account: chunks of 4)
  const chunk = claimed ? 4 : 10;
  const nextUp = screenName === 'dashboard' ? Math.ceil(n / chunk) + (children > 0 ? 1 : 0) + 1 : 0;
  // the Announcements card: my teams' and clubs' announcements in chunks, my children's club
  // memberships (no marks to read: these worlds hold no announcements)
  const card = screenName === 'dashboard' ? Math.ceil(n / chunk) + Math.ceil(m / chunk) + (children > 0 ? 1 : 0) : 0;
  return {
    // memberships (clubs, teams), the parent's children (and on manage their memberships), Next up's,
    // the Announcements card's
    watchQuery: 2 + childrenList + childMemberships + nextUp + card,
    // the account (person id) and the profile, shared by the top bar and the screen; on manage
    // each club and team document by id
    watchDoc: 2 + (groupDocuments ? m + n : 0),
    query: 0,
    get: 0,
    writes: 0,
    // the account and the profile, each membership and group document once, the children
    docs: 2 + (m + n) * (groupDocuments ? 2 : 1) + (childrenList ? children : 0),
  };
}

async function dashboardShown(n: number, m: number) {
  await screen.findByText(plural(n, 'team', 'teams'), undefined, { timeout: 5_000 });
  await screen.findByText(plural(m, 'club', 'clubs'));
}

async function manageShown(n: number, m: number) {
  await waitFor(() => expect(screen.queryAllByText(/^Team \d+$/)).toHaveLength(n), { timeout: 5_000 });
  await waitFor(() => expect(screen.queryAllByText(/^Club \d+$/)).toHaveLength(m));
  // the teams name their clubs: every group document is in
  if (m > 0) await waitFor(() => expect(screen.queryAllByText(/Club \d+$/).length).toBeGreaterThanOrEqual(m + n));
}

const TEAM_COUNTS = [1, 10, 11, 31] as const;

describe('opening /dashboard', () => {
  it.each(TEAM_COUNTS)(
    'a Parent on %i teams in 3 clubs: 5 query listens and Next up’s ⌈n/10⌉, 2 document listens',
    async (n) => {
      const { counting } = await open('/dashboard', adult, world(adult, { teams: n, clubs: 3, children: 2 }));
      await dashboardShown(n, 3);
      await screen.findByText('2 children');
      const counts = await settled(counting);
      expect(counting.byCollection('watchQuery')).toEqual({
        // mine, and (the Announcements card) my children's
        clubMemberships: 2,
        // mine, and (Next up, the Announcements card) my children's
        teamMemberships: 2,
        users: 1,
        guardianships: 1,
        events: Math.ceil(n / 10),
        eventAnswers: 1,
        announcements: Math.ceil(n / 10) + 1,
      });
      expect(counts).toEqual(expected('dashboard', { n, m: 3, parent: true, children: 2 }));
    },
  );

  it.each([0, 11, 31])('clubs count like teams: on 11 teams and %i clubs', async (m) => {
    const { counting } = await open('/dashboard', adult, world(adult, { teams: 11, clubs: m }));
    await dashboardShown(11, m);
    await screen.findByText('0 children');
    expect(await settled(counting)).toEqual(expected('dashboard', { n: 11, m, parent: true }));
  });

  it.each(TEAM_COUNTS)(
    'a claimed child on %i teams and 1 club: the memberships only, no children’s list',
    async (n) => {
      const { counting } = await open('/dashboard', claimedChild, world(claimedChild, { teams: n, clubs: 1 }));
      await dashboardShown(n, 1);
      expect(await settled(counting)).toEqual(expected('dashboard', { n, m: 1, parent: false, claimed: true }));
    },
  );
});

describe('opening /manage', () => {
  it.each(TEAM_COUNTS)('on %i teams in 3 clubs: 2 query listens, 2 + m + n document listens', async (n) => {
    const { counting } = await open('/manage', adult, world(adult, { teams: n, clubs: 3, children: 2 }));
    await manageShown(n, 3);
    expect(await settled(counting)).toEqual(expected('manage', { n, m: 3, parent: true, children: 2 }));
    // mine, and my children's (the groups only they are on are listed too); the children
    expect(counting.byCollection('watchQuery')).toEqual({
      clubMemberships: 2,
      teamMemberships: 2,
      users: 1,
      guardianships: 1,
    });
    expect(counting.byCollection('watchDoc')).toMatchObject({ clubs: 3, teams: n });
  });

  it.each([0, 11, 31])('clubs count like teams: on 11 teams and %i clubs', async (m) => {
    const { counting } = await open('/manage', adult, world(adult, { teams: 11, clubs: m }));
    await manageShown(11, m);
    expect(await settled(counting)).toEqual(expected('manage', { n: 11, m, parent: true }));
  });

  it.each(TEAM_COUNTS)(
    'a claimed child on %i teams and 1 club: as for anyone, one document listen a group',
    async (n) => {
      const { counting } = await open('/manage', claimedChild, world(claimedChild, { teams: n, clubs: 1 }));
      await manageShown(n, 1);
      expect(await settled(counting)).toEqual(expected('manage', { n, m: 1, parent: false }));
    },
  );

  it('a Parent whose child is on 5 teams the parent is not: those too, one document listen each', async () => {
    const { counting } = await open('/manage', adult, world(adult, { teams: 11, clubs: 3, children: 2, guarded: 5 }));
    await manageShown(11, 3);
    await waitFor(() => expect(screen.queryAllByText(/^Guarded \d+$/)).toHaveLength(5));
    const counts = await settled(counting);
    expect(counting.byCollection('watchQuery')).toEqual({
      clubMemberships: 2,
      teamMemberships: 2,
      users: 1,
      guardianships: 1,
    });
    expect(counting.byCollection('watchDoc')).toMatchObject({ clubs: 3, teams: 11 + 5 });
    // and the child's 5 memberships, each group's document once
    expect(counts.docs).toBe(expected('manage', { n: 11, m: 3, parent: true, children: 2 }).docs + 5 + 5);
  });
});

describe('opening /schedule', () => {
  /** the formula: a Parent with children, on n teams, guarding g more */
  const scheduleListens = (n: number, g: number, parent: boolean) =>
    1 + Math.ceil(n / (parent ? 10 : 4)) + Math.ceil(g / 4) + 1 + (parent ? 3 : 0);

  it.each(TEAM_COUNTS)(
    'a Parent on %i teams, guarding 5 more: ⌈n/10⌉ + ⌈5/4⌉ event listens, whatever the events',
    async (n) => {
      const { counting } = await open(
        '/schedule',
        adult,
        world(adult, { teams: n, clubs: 0, children: 2, events: true, guarded: 5 }),
      );
      // the soonest events of both kinds of team are there
      await screen.findByText('Event 1', undefined, { timeout: 5_000 });
      await screen.findByText('Guarded event 1');
      const counts = await settled(counting);
      expect(counts).toMatchObject({
        watchQuery: scheduleListens(n, 5, true),
        watchDoc: 2,
        query: 0,
        get: 0,
        writes: 0,
      });
      expect(counting.byCollection('watchQuery')).toEqual({
        teamMemberships: 2,
        users: 1,
        guardianships: 1,
        events: Math.ceil(n / 10) + 2,
        eventAnswers: 1,
      });
    },
  );

  it('a guardian beside the first of 3 children, each on 8 teams (a family of 4 guardians): chunks of 2, every team read', async () => {
    const docs = world(adult, { teams: 0, clubs: 0 });
    for (let c = 1; c <= 3; c++) {
      const childId = `kid${c}`;
      docs[`users/${childId}`] = {
        ...profile(childId, `${childId}@example.com`, 'Child', 'firstF'),
        uid: null,
        guardian1: adult.personId,
        guardian2: 'otherG',
        guardian3: 'thirdG',
      };
      docs[`guardianships/${childId}_${adult.personId}`] = {
        childId,
        guardianId: adult.personId,
        guardianName: '',
        createdAt: new Date().toISOString(),
      };
      for (let t = 1; t <= 8; t++) {
        const teamId = `C${c}T${t}`;
        docs[`teams/${teamId}`] = { ...team('ownerO', null), name: `Team ${teamId}` };
        docs[`teamMemberships/${teamId}_${childId}`] = { ...teamMember(teamId, childId), parentId: 'firstF' };
        docs[`teamGuardians/${teamId}_${adult.personId}`] = { teamId, parentId: adult.personId, viaChildId: childId };
        docs[`events/E${teamId}`] = upcoming(teamId, (c * 8 + t) % 7, `Event of ${teamId}`);
      }
    }
    const { counting } = await open('/schedule', adult, docs);
    // the rules (our evaluator, Firestore's limits) let every chunk through: the events of the
    // last team of the last child are there
    await screen.findByText('Event of C3T8', undefined, { timeout: 10_000 });
    await screen.findByText('Event of C1T1');
    expect(counting.byCollection('watchQuery')).toMatchObject({ events: Math.ceil(24 / 2) });
  });

  it.each(TEAM_COUNTS)('a claimed child on %i teams: no children’s reads', async (n) => {
    const { counting } = await open(
      '/schedule',
      claimedChild,
      world(claimedChild, { teams: n, clubs: 0, events: true }),
    );
    await screen.findByText('Event 1', undefined, { timeout: 5_000 });
    const counts = await settled(counting);
    expect(counting.byCollection('watchQuery')).toEqual({
      teamMemberships: 1,
      events: Math.ceil(n / 4),
      eventAnswers: 1,
    });
    expect(counts).toMatchObject({ watchQuery: scheduleListens(n, 0, false), watchDoc: 2, writes: 0 });
  });
});

describe('opening /announcements', () => {
  /** the formula: a Parent with children, on n teams and m clubs, guarding g more teams */
  const announcementListens = (n: number, m: number, g: number, parent: boolean) => {
    const chunk = parent ? 10 : 4;
    // memberships (mine ×2, my children's ×2, the children and my guardianships), announcements, my marks
    return 2 + (parent ? 4 : 0) + Math.ceil(n / chunk) + Math.ceil(m / chunk) + Math.ceil(g / 4) + 1;
  };

  it.each(TEAM_COUNTS)(
    'a Parent on %i teams in 3 clubs, guarding 5 more: ⌈n/10⌉ + ⌈3/10⌉ + ⌈5/4⌉ announcement listens and 1 of marks',
    async (n) => {
      const { counting } = await open(
        '/announcements',
        adult,
        world(adult, { teams: n, clubs: 3, children: 2, guarded: 5, news: true }),
      );
      await screen.findByText('News of T1', undefined, { timeout: 5_000 });
      await screen.findByText('News of G5');
      await screen.findByText('News of K3');
      const counts = await settled(counting);
      expect(counting.byCollection('watchQuery')).toEqual({
        teamMemberships: 2,
        clubMemberships: 2,
        users: 1,
        guardianships: 1,
        announcements: Math.ceil(n / 10) + 1 + 2,
        announcementSeen: 1,
      });
      // every announcement was seen already: nothing is written again
      expect(counts).toMatchObject({
        watchQuery: announcementListens(n, 3, 5, true),
        watchDoc: 2,
        query: 0,
        get: 0,
        writes: 0,
      });
    },
  );

  it.each(TEAM_COUNTS)('a claimed child on %i teams and 1 club: chunks of 4, no children’s reads', async (n) => {
    const { counting } = await open(
      '/announcements',
      claimedChild,
      world(claimedChild, { teams: n, clubs: 1, news: true }),
    );
    await screen.findByText('News of K1', undefined, { timeout: 5_000 });
    const counts = await settled(counting);
    expect(counting.byCollection('watchQuery')).toEqual({
      teamMemberships: 1,
      clubMemberships: 1,
      announcements: Math.ceil(n / 4) + 1,
      announcementSeen: 1,
    });
    expect(counts).toMatchObject({ watchQuery: announcementListens(n, 1, 0, false), watchDoc: 2, writes: 0 });
  });

  it('marks what is unread on the screen in one batch, and the dashboard card counts it first', async () => {
    const seed = world(adult, { teams: 11, clubs: 3, news: true, unread: 3 });
    const dashboard = await open('/dashboard', adult, seed);
    await screen.findByText('3 new', undefined, { timeout: 5_000 });
    expect((await settled(dashboard.counting)).writes).toBe(0);
    await dashboard.router.navigate({ to: '/announcements' });
    await screen.findByText('News of T1');
    const counts = await settled(dashboard.counting);
    // three marks of four rule reads each: one batch
    expect(counts.writes).toBe(1);
    expect(dashboard.counting.writes).toEqual(['batch of 3']);
    // the three unread ones (the newest: T1, T2, T3) are marked, and stay `New` for the visit
    for (const id of ['T1', 'T2', 'T3'])
      await waitFor(async () =>
        expect(await t?.backend.data.get('announcementSeen', `A${id}_${adult.personId}`)).not.toBeNull(),
      );
    expect(screen.getAllByText('New')).toHaveLength(3);
  });
});

describe('going from one screen to the other', () => {
  it('reads the account and profile once, and never more than the next screen’s own lookups', {
    timeout: 20_000,
  }, async () => {
    const { n, m } = { n: 31, m: 3 };
    const { counting, router } = await open('/dashboard', adult, world(adult, { teams: n, clubs: m }));
    await dashboardShown(n, m);
    await settled(counting);
    // past the time the route's loader holds its watches (prefetchWatch): only the screens hold them now
    await new Promise((resolve) => setTimeout(resolve, WARM_GRACE_MS + 100));
    counting.reset();
    // by way of a screen that shows no group: the membership watches linger past the dashboard's
    // unmount (WATCH_LINGER_MS), so /manage, opened a moment later, starts none of them again
    await router.navigate({ to: '/edit-profile' });
    await screen.findByRole('heading', { name: 'Edit profile' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await router.navigate({ to: '/manage' });
    await manageShown(n, m);
    const moved = await settled(counting);
    // only /manage's own reads of each club and team
    expect(moved).toMatchObject({ watchQuery: 0, watchDoc: m + n, query: 0, get: 0, writes: 0 });
  });
});

describe('when a membership changes under an open screen', () => {
  it('reads only the group that is new, not every group again', async () => {
    const { n, m } = { n: 11, m: 3 };
    const seed = world(adult, { teams: n, clubs: m });
    const { counting } = await open('/manage', adult, seed);
    await manageShown(n, m);
    await settled(counting);
    counting.reset();
    // joined one more team (another device): the team and the membership arrive
    if (!t) throw new Error('no backend open');
    await seedDocs(t.db, {
      'teams/T12': { ...(seed['teams/T1'] as DocData), name: 'Team 12' },
      [`teamMemberships/T12_${adult.personId}`]: teamMember('T12', adult.personId),
    });
    await manageShown(n + 1, m);
    const changed = await settled(counting);
    // before the listens were shared, the teams' whole lookup started again: 12 document listens
    expect(counting.byCollection('watchDoc')).toEqual({ teams: 1 });
    expect(changed).toMatchObject({ watchQuery: 0, query: 0, get: 0, writes: 0 });
  });
});

describe('the dashboard’s clubs and teams by name, from memberships alone (useMyGroupLines)', () => {
  it.each(TEAM_COUNTS)(
    'on %i teams in 3 clubs: the two membership queries and the children’s two lists, whatever n',
    async (n) => {
      const counting = await signedIn(adult, world(adult, { teams: n, clubs: 3 }));
      const wrapper = ({ children }: { children: ReactNode }) => (
        <SessionProvider value={session}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </SessionProvider>
      );
      const { result } = renderHook(() => ({ clubs: useMyGroupLines('club'), teams: useMyGroupLines('team') }), {
        wrapper,
      });
      await waitFor(() => expect(result.current.teams).toEqual({ status: 'ready', value: expect.any(Array) }));
      await waitFor(() => expect(result.current.clubs).toEqual({ status: 'ready', value: expect.any(Array) }));
      const ids = (lines: { id: string }[]) => lines.map((line) => line.id).sort();
      expect(result.current.teams.status === 'ready' && ids(result.current.teams.value)).toEqual(
        Array.from({ length: n }, (_, i) => `T${i + 1}`).sort(),
      );
      expect(result.current.clubs.status === 'ready' && ids(result.current.clubs.value)).toEqual(['K1', 'K2', 'K3']);
      // the account (person id), the profile (a Parent's children count too: their list, here empty,
      // so no memberships of theirs, and the pointers to those they guard) and the memberships: no
      // club or team document
      expect(await settled(counting)).toEqual({
        query: 0,
        watchQuery: 4,
        watchDoc: 2,
        get: 0,
        writes: 0,
        docs: 2 + 3 + n,
      });
    },
  );
});
