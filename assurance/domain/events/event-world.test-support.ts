import type { Actor } from '../../../src/domain/groups/actor';
import type { NewId } from '../../../src/domain/events/edit-plans';

/** Tests only: the permission world's people (rules-world.ts WORLD) as the event planners' actors. */

export const NOW = '2026-03-01T10:00:00.000Z';
export const ownerO: Actor = { uid: 'ownerO', personId: 'ownerO', displayName: 'Olga Owner' };
export const coachH: Actor = { uid: 'coachH', personId: 'coachH', displayName: 'Hal Coach' };
export const memberM: Actor = { uid: 'memberM', personId: 'memberM', displayName: 'Max Member' };
export const guardianG: Actor = { uid: 'guardianG', personId: 'guardianG', displayName: 'Gus Guardian' };

/** automatic ids as the port draws them: 20 letters and digits */
let drawn = 0;
export const newId: NewId = () => {
  drawn += 1;
  return `edit${String(drawn).padStart(16, '0')}`;
};
