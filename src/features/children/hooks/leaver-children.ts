import { FROM_SERVER, type LeaverDeps, leavingTexts } from '../../../domain/account/leaving-pitchside';
import type { Child } from '../../../domain/children/child-list';
import { childrenQuery } from '../../../domain/children/children-query';
import {
  childGuardianshipsQuery,
  childInvitesQuery,
  guardianCollections,
  guardianPlaces,
  myGuardianshipsQuery,
  planHandOverChild,
} from '../../../domain/children/guardians';
import { isActor } from '../../../domain/groups/actor';
import { linkDelete, linkUnit, readMyLinks } from '../../../domain/groups/guardian-links';
import type { GroupKind } from '../../../domain/groups/group-types';
import { type UserProfile, usersCollection } from '../../../domain/person/user-profile';
import { fireUnits, nowIso } from '../../../domain/writes/fire-units';
import { removeChild } from './child-operations';
import { leaveChild } from './guardian-operations';

/**
 * A guardian leaving Pitchside (docs/product.md "Leaving Pitchside"): each child they are the
 * first guardian of passes to the guardian in the first place held, or, with nobody else, goes as
 * `Delete` removes it; each child they guard in a place they stop guarding. Every write fired.
 */
export async function passOnChildren(deps: LeaverDeps): Promise<void> {
  await passOnFirstChildren(deps);
  await stopGuarding(deps);
}

/** How long the removals may take to reach the server before the links are read. */
const SYNC_WAIT_MS = 30_000;

/**
 * The children the person is the first guardian of: a child with nobody else goes as `Delete`
 * removes it (a claimed child is let go); once the server has that, every link of the person's
 * goes (none grants anything once they leave), and each other child passes to the guardian in the
 * first place held, with the invitations the person sent.
 */
async function passOnFirstChildren(deps: LeaverDeps): Promise<void> {
  const { data, actor } = deps;
  const children = (await data.query<UserProfile>(childrenQuery(actor.personId), FROM_SERVER)).docs.map(
    (doc): Child => ({ id: doc.id, profile: doc.data, pending: false }),
  );
  const refused = (error: unknown) => deps.report(leavingTexts.failed, error);
  for (const child of children.filter((each) => guardianPlaces(each.profile).length === 0)) {
    const removed = await removeChild({ ...deps, parent: { personId: actor.personId, name: deps.name } }, child);
    if (!removed.ok) deps.report(removed.error);
  }
  await data.allWritesSynced(SYNC_WAIT_MS);
  const kinds: GroupKind[] = ['team', 'club'];
  const links = await Promise.all(kinds.map((kind) => readMyLinks(data, kind, actor.personId)));
  const linkUnits = kinds.flatMap((kind, index) =>
    [...(links[index] ?? new Map<string, string>())].map(([groupId, via]) =>
      linkUnit(linkDelete(actor, kind, groupId, actor.personId, via)),
    ),
  );
  fireUnits(data, linkUnits, refused);
  for (const child of children) {
    const heir = guardianPlaces(child.profile)[0];
    if (!heir) continue;
    const [pointers, invites] = await Promise.all([
      data.query(childGuardianshipsQuery(child.id), FROM_SERVER),
      data.query(childInvitesQuery(child.id), FROM_SERVER),
    ]);
    const pointer = pointers.docs.find((each) => each.data.guardianId === heir.personId);
    const ops = planHandOverChild({
      childId: child.id,
      to: { ...heir, name: typeof pointer?.data.guardianName === 'string' ? pointer.data.guardianName : '' },
      myInvites: invites.docs.filter((each) => isActor(actor, each.data.inviterId)).map((each) => each.id),
      now: (deps.now ?? nowIso)(),
    });
    fireUnits(data, [{ ops, ruleReads: [`users/${heir.personId}`, ...deps.parentReads] }], refused);
  }
}

/** The children the person guards in a place: they stop, as `Stop being a guardian` does. */
async function stopGuarding(deps: LeaverDeps): Promise<void> {
  const { data, actor } = deps;
  const pointers = await data.query(myGuardianshipsQuery(actor.personId), FROM_SERVER);
  for (const pointer of pointers.docs) {
    const childId = String(pointer.data.childId);
    const profile = await data.get<UserProfile>(usersCollection, childId, FROM_SERVER).catch(() => null);
    if (!profile) {
      // the child went: only the pointer is left
      data.delete(guardianCollections.guardianships, pointer.id, (error) => deps.report(leavingTexts.failed, error));
      continue;
    }
    const invites = (await data.query(childInvitesQuery(childId), FROM_SERVER)).docs;
    const child: Child = { id: childId, profile: profile.data, pending: false };
    const stopped = await leaveChild(
      { ...deps, now: () => new Date((deps.now ?? nowIso)()) },
      child,
      actor.personId,
      invites,
    );
    if (!stopped.ok) deps.report(stopped.error);
  }
}
