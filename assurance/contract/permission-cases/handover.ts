import { AT, clubMember, member, owner, team, teamMember } from '../rules-world';
import { allow, batch, type Case, del, deny, update } from './case-kit';

/**
 * Handing a club or team over (docs/product.md "Ownership handover"), case for case as
 * firestore.rules judges it: only to a member made owner in the same batch, and only to someone
 * with an account; the old owner becomes a member (`Make owner`) or leaves in that batch.
 */
const HANDING_OVER: Case[] = [
  deny('the owner hands the club to someone not made owner', owner, batch(update('clubs/c1', { ownerId: 'memberM' }))),
  allow(
    'the owner leaves, handing the club to a member made owner in the same batch',
    owner,
    batch(
      update('clubs/c1', { ownerId: 'memberM' }),
      update('clubMemberships/c1_memberM', { role: 'owner' }),
      del('clubMemberships/c1_ownerO'),
    ),
  ),
  allow(
    'Make owner: the owner hands the club to a member and stays on as a member',
    owner,
    batch(
      update('clubs/c1', { ownerId: 'memberM', updatedAt: AT }),
      update('clubMemberships/c1_memberM', { role: 'owner', updatedAt: AT }),
      update('clubMemberships/c1_ownerO', { role: 'member', updatedAt: AT }),
    ),
  ),
  allow(
    'Make owner: the owner hands the team to a claimed child, who has an account',
    owner,
    batch(
      update('teams/t1', { ownerId: 'childQ', updatedAt: AT }),
      update('teamMemberships/t1_childQ', { role: 'owner', updatedAt: AT }),
      update('teamMemberships/t1_ownerO', { role: 'member', updatedAt: AT }),
    ),
  ),
  deny(
    'the owner hands the club to a child profile nobody has claimed',
    owner,
    batch(
      update('clubs/c1', { ownerId: 'childC', updatedAt: AT }),
      update('clubMemberships/c1_childC', { role: 'owner', updatedAt: AT }),
      update('clubMemberships/c1_ownerO', { role: 'member', updatedAt: AT }),
    ),
    { 'clubMemberships/c1_childC': clubMember('c1', 'childC') },
  ),
  deny(
    'the owner hands the club to a member whose profile is missing',
    owner,
    batch(
      update('clubs/c1', { ownerId: 'ghostG', updatedAt: AT }),
      update('clubMemberships/c1_ghostG', { role: 'owner', updatedAt: AT }),
    ),
    { 'clubMemberships/c1_ghostG': clubMember('c1', 'ghostG') },
  ),
  // the club's owner as the database is before the batch (get): the old owner still acts as it
  allow(
    'Make owner: the owner hands the club over and removes someone from a team of it owned by another, in one batch',
    owner,
    batch(
      update('clubs/c1', { ownerId: 'memberM', updatedAt: AT }),
      update('clubMemberships/c1_memberM', { role: 'owner', updatedAt: AT }),
      update('clubMemberships/c1_ownerO', { role: 'member', updatedAt: AT }),
      del('teamMemberships/t6_childQ'),
    ),
    { 'teams/t6': team('memberM', 'c1'), 'teamMemberships/t6_childQ': teamMember('t6', 'childQ') },
  ),
  deny(
    'the owner steps down to member without handing the club over',
    owner,
    batch(update('clubMemberships/c1_ownerO', { role: 'member', updatedAt: AT })),
  ),
  deny(
    'a member makes themself owner on their membership',
    member,
    batch(update('clubMemberships/c1_memberM', { role: 'owner', updatedAt: AT })),
  ),
  deny(
    'a member takes the club over',
    member,
    batch(update('clubs/c1', { ownerId: 'memberM' }), update('clubMemberships/c1_memberM', { role: 'owner' })),
  ),
];

export const HANDOVER_AREAS = {
  'clubs and teams: handing over': HANDING_OVER,
};
