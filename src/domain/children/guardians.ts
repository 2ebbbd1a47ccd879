import type { DocData, WriteOp } from '../../backend/ports';
import { deleteOp, path, setOp, updateOp } from '../groups/cascades';
import type { GroupKind } from '../groups/group-types';
import { guardianPath } from '../groups/guardian-links';
import { GUARDIAN_INVITE_DAYS, GUARDIAN_PLACES, type GuardianPlace } from '../schema/collections';
import type { UserProfile } from '../person/user-profile';
import { childDisplayName } from './child-list';

/**
 * A child's guardians (docs/product.md "Guardians"): the first, who made the profile
 * (`linkedParentId`), and up to three others, each in a place of the profile (`guardian1`…
 * `guardian3`). An invitation holds a free place (`guardianInvites/{childId}_{place}`) until it is
 * accepted (the place goes to the invited person, the invitation goes), declined, cancelled or
 * lapses. Each guardian beside the first has a pointer (`guardianships/{childId}_{guardianId}`):
 * their list of children reads it, the child's guardians the name in it. The rules decide who
 * may do each of these (firestore.rules "guardians of a child").
 */

export const guardianCollections = { invites: 'guardianInvites', guardianships: 'guardianships' } as const;

export const MAX_GUARDIANS = GUARDIAN_PLACES.length + 1;

export interface GuardianInvite extends DocData {
  childId: string;
  emailLower: string;
  inviterId: string;
  inviterName: string;
  childName: string;
  childFirstName: string;
  declined: boolean;
  expiresAt: Date;
  createdAt: string;
}

export interface Guardianship extends DocData {
  childId: string;
  guardianId: string;
  guardianName: string;
  createdAt: string;
}

const placeField = (place: GuardianPlace) => `guardian${place}` as const;

/** The places held, each with the guardian's person id. */
export function guardianPlaces(profile: UserProfile): { place: GuardianPlace; personId: string }[] {
  return GUARDIAN_PLACES.flatMap((place) => {
    const held = profile[placeField(place)];
    return typeof held === 'string' && held !== '' ? [{ place, personId: held }] : [];
  });
}

export const isFirstGuardian = (profile: UserProfile, personId: string) => profile.linkedParentId === personId;

export const isGuardianOf = (profile: UserProfile, personId: string) =>
  isFirstGuardian(profile, personId) || guardianPlaces(profile).some((each) => each.personId === personId);

/** Whether any of these children has another first guardian than `personId` (the rules read its profile too). */
export function guardsBesideFirst(
  children: { status: string; value?: readonly { profile: UserProfile }[] },
  personId: string | undefined,
): boolean {
  return (children.value ?? []).some((child) => child.profile.linkedParentId !== personId);
}

/** Every guardian's person id, the first first. */
export function guardianIdsOf(profile: UserProfile): string[] {
  const first = typeof profile.linkedParentId === 'string' && profile.linkedParentId ? [profile.linkedParentId] : [];
  return [...first, ...guardianPlaces(profile).map((each) => each.personId)];
}

export const inviteId = (childId: string, place: GuardianPlace) => `${childId}_${place}`;
export const placeOfInvite = (id: string): GuardianPlace | null => {
  const place = id.slice(id.lastIndexOf('_') + 1);
  return (GUARDIAN_PLACES as readonly string[]).includes(place) ? (place as GuardianPlace) : null;
};

const expiresAtOf = (invite: DocData): number => {
  const value = invite.expiresAt;
  return value instanceof Date ? value.getTime() : Number.NaN;
};

/** Listed as pending: open, not declined (a lapsed or declined one only holds its place until replaced). */
export const isOpenInvite = (invite: DocData, now: number) => invite.declined !== true && !(expiresAtOf(invite) <= now);

/**
 * Where a new invitation goes among the child's invitations (`invites`): the first place neither
 * a guardian nor an open invitation holds, written over the lapsed or declined invitation there,
 * if any. null: no room (`A child can have at most 4 guardians`).
 */
export function freePlace(
  profile: UserProfile,
  invites: readonly { id: string; data: DocData }[],
  now: number,
): GuardianPlace | null {
  const held = new Set(guardianPlaces(profile).map((each) => each.place));
  for (const place of GUARDIAN_PLACES) {
    if (held.has(place)) continue;
    const there = invites.find((each) => placeOfInvite(each.id) === place);
    if (!there || !isOpenInvite(there.data, now)) return place;
  }
  return null;
}

/** The invitation, written over a lapsed or declined one in its place. */
export function planInvite(input: {
  childId: string;
  child: UserProfile;
  place: GuardianPlace;
  emailLower: string;
  inviter: { personId: string; name: string };
  now: Date;
}): WriteOp[] {
  const invite: GuardianInvite = {
    childId: input.childId,
    emailLower: input.emailLower,
    inviterId: input.inviter.personId,
    inviterName: input.inviter.name,
    childName: childDisplayName(input.child),
    childFirstName: typeof input.child.firstName === 'string' ? input.child.firstName.trim() : '',
    declined: false,
    expiresAt: new Date(input.now.getTime() + GUARDIAN_INVITE_DAYS * 86_400_000),
    createdAt: input.now.toISOString(),
  };
  // a declined or lapsed invitation in the place is written over (the rules allow it for a new one)
  return [setOp(path(guardianCollections.invites, inviteId(input.childId, input.place)), invite)];
}

export const planCancelInvite = (id: string): WriteOp[] => [deleteOp(path(guardianCollections.invites, id))];

export const planDeclineInvite = (id: string): WriteOp[] => [
  updateOp(path(guardianCollections.invites, id), { declined: true }),
];

/** Accepting: the place goes to me, the invitation goes, my pointer comes. */
export function planAcceptInvite(input: {
  id: string;
  invite: GuardianInvite;
  me: { personId: string; name: string };
  now: string;
}): WriteOp[] | null {
  const place = placeOfInvite(input.id);
  if (!place) return null;
  const { childId } = input.invite;
  const pointer: Guardianship = {
    childId,
    guardianId: input.me.personId,
    guardianName: input.me.name,
    createdAt: input.now,
  };
  return [
    updateOp(path('users', childId), { [placeField(place)]: input.me.personId, updatedAt: input.now }),
    deleteOp(path(guardianCollections.invites, input.id)),
    setOp(path(guardianCollections.guardianships, `${childId}_${input.me.personId}`), pointer),
  ];
}

/**
 * A guardian leaves the child (removed by the first guardian, or stopping): their place empties,
 * their pointer goes, and so do their links to the child's groups (which grant nothing once the
 * place is empty; deleting a missing one is allowed).
 */
export function planLeaveGuardian(input: {
  childId: string;
  place: GuardianPlace;
  guardianId: string;
  groups: readonly { kind: GroupKind; groupId: string }[];
  /** the invitations the leaving guardian sent, which lapse with them */
  theirInvites?: readonly string[];
  now: string;
}): WriteOp[] {
  return [
    updateOp(path('users', input.childId), { [placeField(input.place)]: null, updatedAt: input.now }),
    ...(input.theirInvites ?? []).map((id) => deleteOp(path(guardianCollections.invites, id))),
    deleteOp(path(guardianCollections.guardianships, `${input.childId}_${input.guardianId}`)),
    ...input.groups.map((group) => deleteOp(guardianPath(group.kind, group.groupId, input.guardianId))),
  ];
}

/**
 * The first guardian, leaving Pitchside, hands the child to the guardian in the first place held
 * (firestore.rules isHandoverToGuardian): they become the first guardian, named as their pointer
 * names them (kept current with their profile), their place empties and their pointer goes; the
 * invitations the leaving guardian sent go too.
 */
export function planHandOverChild(input: {
  childId: string;
  to: { place: GuardianPlace; personId: string; name: string };
  myInvites: readonly string[];
  now: string;
}): WriteOp[] {
  const { childId, to } = input;
  return [
    updateOp(path('users', childId), {
      linkedParentId: to.personId,
      parentName: to.name,
      [placeField(to.place)]: null,
      updatedAt: input.now,
    }),
    deleteOp(path(guardianCollections.guardianships, `${childId}_${to.personId}`)),
    ...input.myInvites.map((id) => deleteOp(path(guardianCollections.invites, id))),
  ];
}

/** `guardianInvites where childId == C` (row guardianInvites/of-my-child) */
export const childInvitesQuery = (childId: string) => ({
  collection: guardianCollections.invites,
  where: [{ field: 'childId', op: '==' as const, value: childId }],
});

/** `guardianInvites where emailLower == my address` (row guardianInvites/to-me) */
export const invitesToMeQuery = (emailLower: string) => ({
  collection: guardianCollections.invites,
  where: [{ field: 'emailLower', op: '==' as const, value: emailLower }],
});

/** `guardianships where childId == C` (row guardianships/of-my-child) */
export const childGuardianshipsQuery = (childId: string) => ({
  collection: guardianCollections.guardianships,
  where: [{ field: 'childId', op: '==' as const, value: childId }],
});

/** `guardianships where guardianId == me` (row guardianships/mine) */
export const myGuardianshipsQuery = (personId: string) => ({
  collection: guardianCollections.guardianships,
  where: [{ field: 'guardianId', op: '==' as const, value: personId }],
});
