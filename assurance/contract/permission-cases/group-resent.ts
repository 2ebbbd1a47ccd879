import { type DocData, SERVER_TIMESTAMP } from '../../../src/backend/ports';
import { AT, LATER, member, newbie, owner, stranger } from '../rules-world';
import { allow, batch, type Case, del, deny, set, update } from './case-kit';
import { createClub, createTeam, NOW, TEAM_CODE } from './group-batches';

/**
 * Clubs, teams and their entries, written again once the write landed (docs/architecture.md
 * "Documents this device wrote"): a batch whose acknowledgement was lost is sent again by the SDK
 * after a reload. Refused, the copy rolled the device back to a server copy it had not read (a
 * new team's page said `Team not found`; a left or deleted group came back for a moment).
 */

/** A document as the server stored it: each server time it asked for, `AT`. */
const asStored = (data: DocData): DocData =>
  Object.fromEntries(
    Object.entries(data).map(([field, value]) => [field, value === SERVER_TIMESTAMP ? new Date(AT) : value]),
  );

/** A club's or team's creation batch as it landed, its entry reserved at `AT`, its owner joined at `AT`. */
const landed = (batchOps: ReturnType<typeof createClub>) =>
  Object.fromEntries(
    batchOps.flatMap((op) =>
      op.kind === 'set'
        ? [
            [
              `${op.collection}/${op.id}`,
              op.collection === 'joinCodes' ? { ...op.data, reservedAt: AT } : asStored(op.data),
            ],
          ]
        : [],
    ),
  );

export const GROUP_RESENT_CASES: Case[] = [
  allow(
    'a team’s creation batch sent again once it landed: the same documents, the entry dated again',
    stranger,
    batch(...createTeam('strangerS-T1', 'strangerS', null)),
    landed(createTeam('strangerS-T1', 'strangerS', null)),
  ),
  allow(
    'a club’s creation batch sent again once it landed',
    stranger,
    batch(...createClub('strangerS-K1', 'strangerS')),
    landed(createClub('strangerS-K1', 'strangerS')),
  ),
  deny(
    'a team’s creation batch sent again, its entry naming another club',
    owner,
    batch(
      ...createTeam('ownerO-T9', 'ownerO', 'c1').slice(0, 2),
      set(`joinCodes/${TEAM_CODE}`, { reservedAt: NOW, teamId: 'ownerO-T9', clubId: 'c2' }),
    ),
    landed(createTeam('ownerO-T9', 'ownerO', 'c1')),
  ),
  allow(
    'a team in one’s club: its creation batch sent again, its entry carrying the team’s name as the app writes it',
    owner,
    batch(
      ...createTeam('ownerO-T9', 'ownerO', 'c1').slice(0, 2),
      set(`joinCodes/${TEAM_CODE}`, { reservedAt: NOW, teamId: 'ownerO-T9', clubId: 'c1', name: 'Team' }),
    ),
    {
      ...landed(createTeam('ownerO-T9', 'ownerO', 'c1')),
      [`joinCodes/${TEAM_CODE}`]: { reservedAt: AT, teamId: 'ownerO-T9', clubId: 'c1', name: 'Team' },
    },
  ),
  deny(
    'the owner dates again an entry their club no longer holds',
    owner,
    batch(update('joinCodes/OLDKEY2345', { reservedAt: NOW })),
    { 'joinCodes/OLDKEY2345': { reservedAt: AT, clubId: 'c1' } },
  ),
  allow(
    'a team’s last delete batch sent again once it landed: its owner’s membership, its entry and the team, all gone',
    owner,
    batch(del('teamMemberships/t2_ownerO'), del('joinCodes/TEAM02'), del('teams/t2')),
    { 'teamMemberships/t2_ownerO': null, 'joinCodes/TEAM02': null, 'teams/t2': null },
  ),
  allow('anyone verified deletes a club that is not there (nothing changes)', stranger, batch(del('clubs/nothing'))),
  allow('anyone verified deletes a team that is not there', stranger, batch(del('teams/nothing'))),
  allow('anyone verified deletes a join code entry that is not there', stranger, batch(del('joinCodes/NOSUCHCODE'))),
  deny('an unverified user deletes a team that is not there', newbie, batch(del('teams/nothing'))),
  deny('a member dates the team’s entry again', member, batch(update('joinCodes/TEAM01', { reservedAt: NOW }))),
  deny(
    'the owner dates the team’s entry by the device’s clock',
    owner,
    batch(update('joinCodes/TEAM01', { reservedAt: LATER })),
  ),
  allow(
    'the owner dates the team’s entry again by the server’s',
    owner,
    batch(update('joinCodes/TEAM01', { reservedAt: NOW })),
  ),
  deny('the owner dates another club’s entry again', owner, batch(update('joinCodes/OTHER1', { reservedAt: NOW }))),
];
