// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { account, club, clubMember, profile, teamMember } from '../../assurance/contract/rules-world';
import { openTestBackend, seedDocs, signInAs, type TestBackend } from '../../assurance/local/local-test-kit';
import { stopWatches } from '../lib/watched-query';
import { fixedSession } from '../session/session';
import { warmScreen } from '../session/warm-screen';
import { childKeys } from '../domain/children/child-keys';
import { groupKeys } from '../domain/groups/group-keys';
import { accountKey } from '../domain/person/account-query';
import { profileKey } from '../domain/person/profile-query';
import { warmChildren, warmGroup, warmMyGroups } from './warm-screens';

/**
 * A route's loader starts its screen's first reads (docs/architecture.md, "Routes"): the same
 * watches and query keys the screen's hooks use, so the screen finds its data in the cache and
 * takes the watches over. Nothing waits: warmScreen returns before any read answers.
 */

let t: TestBackend | undefined;
let client: QueryClient;
afterEach(async () => {
  stopWatches(client);
  await t?.cleanup();
});

async function signedIn(uid: string, personId = uid) {
  t = await openTestBackend();
  client = new QueryClient();
  await seedDocs(t.db, {
    [`users/${personId}`]: profile(uid, `${uid}@example.com`, 'Parent'),
    [`accounts/${uid}`]: account(personId),
    'users/kid1': { ...profile('kid1', 'kid1@example.com', 'Child', personId), uid: null },
    'clubs/K1': club('ownerO'),
    [`clubMemberships/K1_${personId}`]: clubMember('K1', personId),
    [`teamMemberships/T1_${personId}`]: teamMember('T1', personId),
  });
  await signInAs(t.db, { uid, personId });
  return { backend: t.backend, user: { uid, email: `${uid}@example.com`, emailVerified: true } };
}

const cached = (key: readonly unknown[]) => client.getQueryData(key);

describe('warming a screen from its route', () => {
  it('starts the dashboard’s reads: the account, then the profile and the memberships by the person id', async () => {
    const session = await signedIn('userU', 'personP');
    warmMyGroups(session, client);
    // nothing is there yet when the warmer returns: it starts the reads, it does not wait for them
    expect(cached(accountKey('userU'))).toBeUndefined();
    await expect
      .poll(() => cached(groupKeys.myMemberships('team', 'personP')))
      .toMatchObject({ docs: [{ id: 'T1_personP' }] });
    expect(cached(accountKey('userU'))).toMatchObject({ doc: { data: { personId: 'personP' } } });
    expect(cached(profileKey('personP'))).toMatchObject({ doc: { id: 'personP' } });
    expect(cached(groupKeys.myMemberships('club', 'personP'))).toMatchObject({ docs: [{ id: 'K1_personP' }] });
  });

  it('starts the Family screen’s children and a club page’s club', async () => {
    const session = await signedIn('userU');
    warmChildren(session, client);
    warmGroup('club', 'K1')(session, client);
    await expect.poll(() => cached(childKeys.list('userU'))).toMatchObject({ docs: [{ id: 'kid1' }] });
    await expect.poll(() => cached(groupKeys.group('club', 'K1'))).toMatchObject({ doc: { id: 'K1' } });
  });

  it('never puts back an older value when the watch already runs (a screen opened again)', async () => {
    const session = await signedIn('userU');
    warmChildren(session, client);
    await expect.poll(() => cached(childKeys.list('userU'))).toMatchObject({ docs: [{ id: 'kid1' }] });
    await seedDocs(t?.db as TestBackend['db'], {
      'users/kid2': { ...profile('kid2', 'kid2@example.com', 'Child', 'userU'), uid: null },
    });
    await expect.poll(() => (cached(childKeys.list('userU')) as { docs: unknown[] }).docs).toHaveLength(2);
    warmChildren(session, client);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((cached(childKeys.list('userU')) as { docs: unknown[] }).docs).toHaveLength(2);
  });

  it('does nothing for a visitor who is not signed in, or not verified', async () => {
    const session = await signedIn('userU');
    let asked = false;
    const warmer = async () => {
      asked = true;
      return warmMyGroups;
    };
    warmScreen(fixedSession(null), warmer);
    warmScreen(fixedSession({ ...session, user: { ...session.user, emailVerified: false } }), warmer);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toBe(false);
  });
});
