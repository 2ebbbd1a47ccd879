import { answer, answerNote, childProfile, guardian, owner, parent, stranger, team, teamMember } from '../rules-world';
import { allow, batch, type Case, del, delMarked, deny, get, set } from './case-kit';
import { createClub } from './group-batches';

/**
 * The attacker's suite, ids once used (docs/SECURITY.md): a deleted club, team or child
 * profile leaves a mark (`deletedIds/{id}`), and no document is created at a marked id again, so
 * nobody steps into what still names it: a club's teams, a child's answers and notes. Each case
 * is named by what the attacker would gain.
 */

/** ownerO's club ownerO-K9, deleted; a team of strangerS's still names it */
const DELETED_CLUB = {
  'deletedIds/ownerO-K9': { collection: 'clubs' },
  'teams/tK': team('strangerS', 'ownerO-K9', 'TEAMK1'),
};
/** a child removed by their parent: the mark, and their answer and note on e1 */
const REMOVED_CHILD = {
  'deletedIds/childX': { collection: 'users' },
  'eventAnswers/e1_childX': answer('e1', 'childX'),
  'eventAnswerNotes/e1_childX': answerNote('e1', 'childX', { reason: 'Illness', note: 'Asthma flare-up' }),
};

const IDS_ONCE_USED: Case[] = [
  deny(
    'the creator makes a deleted club again at its id, and so captures the teams that still name it',
    owner,
    batch(...createClub('ownerO-K9', 'ownerO')),
    DELETED_CLUB,
  ),
  deny(
    'a parent makes a child profile at a removed child’s id, and so reads that child’s answers and notes',
    parent,
    batch(set('users/childX', childProfile('', 'parentP'))),
    REMOVED_CHILD,
  ),
  deny(
    'a parent makes a child profile at a claimer’s old uid, and so acts for what was filed under it before the claim',
    parent,
    batch(set('users/claimedQ', childProfile('', 'parentP'))),
    { 'teamMemberships/t2_claimedQ': teamMember('t2', 'claimedQ') },
  ),
  deny(
    'the owner deletes the club without marking its id, to make it again later',
    owner,
    batch(del('clubMemberships/c1_ownerO'), del('joinCodes/CLUB01'), del('clubs/c1')),
  ),
  deny(
    'the owner deletes a team without marking its id, to make it again later',
    owner,
    batch(del('teamMemberships/t2_ownerO'), del('joinCodes/TEAM02'), del('teams/t2')),
  ),
  deny(
    'a parent deletes their child without marking the id, to make it again later',
    parent,
    batch(del('users/childC')),
  ),
  deny(
    'a stranger marks a living club’s id as deleted, so its owner can never make it again',
    stranger,
    batch(set('deletedIds/c1', { collection: 'clubs' })),
  ),
  deny(
    'a stranger marks a living child profile’s id as deleted',
    stranger,
    batch(set('deletedIds/childC', { collection: 'users' })),
  ),
  deny('a mark naming a collection that takes none', stranger, batch(set('deletedIds/x1', { collection: 'events' }))),
  deny(
    'a mark carrying more than its collection',
    stranger,
    batch(set('deletedIds/x1', { collection: 'clubs', ownerId: 'strangerS' })),
  ),
  deny('anyone removes a mark, to free the id again', owner, batch(del('deletedIds/ownerO-K9')), DELETED_CLUB),
  deny('anyone reads a mark', owner, get('deletedIds/ownerO-K9'), DELETED_CLUB),
  allow(
    'a parent deletes their child’s note with the child and the mark',
    guardian,
    batch(del('eventAnswerNotes/e1_childG'), ...delMarked('users/childG')),
  ),
  deny(
    'a parent deletes another family’s child’s note, hiding what they told the coach',
    parent,
    batch(del('eventAnswerNotes/e1_childG')),
  ),
];

export const ATTACKER_ID_AREAS = {
  'attacker: ids once used': IDS_ONCE_USED,
};
