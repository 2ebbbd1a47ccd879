import { describe, expect, expectTypeOf, it } from 'vitest';
import { BELONGS_TO } from './belongs-to';
import { collectionsUnder, type PartsOf, partsOf } from './belongings';
import { type CollectionName, schema } from './collections';
import type { Belonging } from './schema-kit';

/** What belongs to what (docs/architecture.md "What belongs to what"): declared for every collection, and sound. */

const names = Object.keys(schema) as CollectionName[];
const belongingsOf = (name: CollectionName) => BELONGS_TO[name].belongsTo as readonly Belonging[];

describe('the registry of what belongs to what', () => {
  it('gives every collection an owner it goes with, or declares it a root', () => {
    for (const name of names) {
      const goesWith = belongingsOf(name).filter((each) => each.outlives === undefined);
      const root = (BELONGS_TO[name] as { root?: true }).root;
      if (goesWith.length === 0) expect(root, `${name}: no owner it goes with, and not declared a root`).toBe(true);
      else expect(root, `${name}: has an owner and says it is a root`).toBeUndefined();
    }
  });

  it('names only collections, and only fields the documents hold (or their id)', () => {
    for (const name of names)
      for (const { to, by, when, outlives } of belongingsOf(name)) {
        expect(names, `${name} belongs to ${to}`).toContain(to);
        if (by !== 'id') expect(Object.keys(schema[name].fields), `${name}.${by}`).toContain(by);
        if (when) {
          const field = (schema[name].fields as Record<string, { values?: readonly string[] }>)[when.field];
          expect(field?.values, `${name}.${when.field}`).toContain(when.value);
        }
        if (outlives !== undefined) expect(outlives, `${name} outlives ${to}`).toBe(true);
      }
  });

  it('has no collection that belongs to itself, however far down', () => {
    for (const name of names) expect(() => collectionsUnder(name)).not.toThrow();
  });

  it('deletes parts of parts first: an event’s answers before the event, a team’s events before the team', () => {
    const underATeam = collectionsUnder('teams');
    expect(underATeam.indexOf('eventAnswers')).toBeLessThan(underATeam.indexOf('events'));
    expect(underATeam.indexOf('announcementSeen')).toBeLessThan(underATeam.indexOf('announcements'));
    expect(underATeam).not.toContain('teams');
    expect(collectionsUnder('clubs')).not.toContain('teams');
    expect(partsOf('events').map((part) => part.collection)).toEqual([
      'eventAnswers',
      'eventAnswerNotes',
      'eventAttendance',
    ]);
    expectTypeOf<PartsOf<'events'>>().toEqualTypeOf<'eventAnswers' | 'eventAnswerNotes' | 'eventAttendance'>();
  });
});
