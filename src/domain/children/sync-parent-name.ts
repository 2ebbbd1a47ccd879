import type { DataPort, OnRefused } from '../../backend/ports';
import { LOOKUP_TIMEOUT_MS } from '../groups/group-lookups';
import { type UserProfile, usersCollection } from '../person/user-profile';
import { childrenQuery } from './children-query';
import { guardianCollections, myGuardianshipsQuery } from './guardians';

/**
 * A parent's profile edit puts their name on each of their children's profiles (`parentName`,
 * which the claim question shows the child), and on their pointers to the children they guard
 * beside the first guardian (`guardianName`, which the child's other guardians see). Read from the server when it answers in time,
 * else the device; each update fired, not awaited.
 */
export async function syncParentName(
  data: DataPort,
  parentId: string,
  name: string,
  onRefused: OnRefused,
): Promise<void> {
  try {
    const { docs } = await data.query<UserProfile>(childrenQuery(parentId), { timeoutMs: LOOKUP_TIMEOUT_MS });
    for (const child of docs) {
      if (child.data.parentName !== name) data.update(usersCollection, child.id, { parentName: name }, onRefused);
    }
    const pointers = await data.query(myGuardianshipsQuery(parentId), { timeoutMs: LOOKUP_TIMEOUT_MS });
    for (const pointer of pointers.docs) {
      if (pointer.data.guardianName !== name)
        data.update(guardianCollections.guardianships, pointer.id, { guardianName: name }, onRefused);
    }
  } catch (error) {
    // the profile itself is saved; the children's copies follow with the next edit
    console.error('The children’s profiles do not carry the new name yet', error);
  }
}
