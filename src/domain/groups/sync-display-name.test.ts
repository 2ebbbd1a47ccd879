import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  openTestBackend,
  outcomeOf,
  readStoredDoc,
  seedDocs,
  type TestBackend,
  signInAs,
} from '../../../assurance/local/local-test-kit';
import {
  coachClub,
  kid,
  membership,
  player,
  profileOf,
} from '../../../assurance/domain/groups/group-world.test-support';
import { syncMembershipNames } from './sync-display-name';

let t: TestBackend;
beforeEach(async () => {
  t = await openTestBackend();
});
afterEach(() => t.cleanup());

it.each([
  ['a member', player],
  ['a claimed child (memberships by person id)', kid],
])('puts the new name on every membership of %s, through the rules', async (_who, actor) => {
  await seedDocs(t.db, {
    ...coachClub(2, [actor.personId]),
    // the profile, renamed first (the rules take a membership's name only as the profile has it)
    ...profileOf({ ...actor, displayName: 'New Name' }),
    [`teamMemberships/coachC-T1_${actor.personId}`]: membership('teamId', 'coachC-T1', actor.personId),
    [`teamMemberships/coachC-T2_${actor.personId}`]: membership('teamId', 'coachC-T2', actor.personId, 'member', {
      displayName: 'New Name',
    }),
  });
  await signInAs(t.db, actor);
  await outcomeOf(
    t.backend.data,
    (onRefused) => void syncMembershipNames(t.backend.data, { ...actor, displayName: 'New Name' }, onRefused),
  );
  await expect
    .poll(async () => (await readStoredDoc(t.db, `teamMemberships/coachC-T1_${actor.personId}`))?.displayName, {
      timeout: 3_000,
    })
    .toBe('New Name');
  expect(await readStoredDoc(t.db, `clubMemberships/coachC-K1_${actor.personId}`)).toMatchObject({
    displayName: 'New Name',
  });
  // someone else's stay as they are
  expect(await readStoredDoc(t.db, 'clubMemberships/coachC-K1_coachC')).toMatchObject({ displayName: 'Name coachC' });
});
