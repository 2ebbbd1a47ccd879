import { describe, expect, it } from 'vitest';
import { collectionsUnder, partsOf } from '../schema/belongings';
import { BELONGS_TO } from '../schema/belongs-to';
import type { CollectionName } from '../schema/collections';
import type { Belonging } from '../schema/schema-kit';
import { EVENT_PARTS, FINDERS, GROUP_LIFE, type SquadCollection } from './find-parts';

/** The device's view of what belongs to what (find-parts.ts) is the registry's (belongs-to.ts), no more, no less. */

const SQUAD: readonly CollectionName[] = [
  'teamMemberships',
  'clubMemberships',
  'teamGuardians',
  'clubGuardians',
] satisfies readonly SquadCollection[];

describe('the finders of the parts a delete takes', () => {
  it('name, for each part, an owner and a field the registry declares it goes with', () => {
    for (const [collection, { owner, by }] of Object.entries(FINDERS)) {
      const declared = (BELONGS_TO[collection as CollectionName].belongsTo as readonly Belonging[]).filter(
        (each) => each.outlives === undefined,
      );
      expect(
        declared.some((each) => each.to === owner && each.by === by),
        `${collection}: ${owner} by ${by}`,
      ).toBe(true);
    }
  });

  it('take an event’s parts in the registry’s order', () => {
    expect([...EVENT_PARTS]).toEqual(partsOf('events').map((part) => part.collection));
  });

  it('take everything under a team or club besides its squad, deepest first', () => {
    for (const [kind, root] of [
      ['team', 'teams'],
      ['club', 'clubs'],
    ] as const)
      expect([...GROUP_LIFE[kind]]).toEqual(collectionsUnder(root).filter((collection) => !SQUAD.includes(collection)));
  });
});
