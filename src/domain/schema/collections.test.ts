import { describe, expect, it } from 'vitest';
import rulesSource from '../../../firestore.rules?raw';
import { groupCollections, joinCodesCollection } from '../groups/group-types';
import { accountsCollection, emailsCollection } from '../person/identity-records';
import { usersCollection } from '../person/user-profile';
import { eventCollections } from '../events/event-collections';
import { guardianCollections } from '../children/guardians';
import { deletedIdsCollection } from '../writes/deleted-ids';
import { announcementCollections } from '../announcements/announcement-records';
import {
  type CollectionName,
  EVENT_LIMITS,
  FORMAT_LIMITS,
  NOTIFICATION_LIMITS,
  schema,
  TEXT_LIMITS,
} from './collections';
import { DOCUMENT_KINDS } from './schema-kit';
import { NOTICE_SETTINGS } from '../choices/notice-kinds';

/** The schema names the collections the app and the rules use, and only sensible fields. */

const names = Object.keys(schema) as CollectionName[];

describe('the schema', () => {
  it('names each collection by its key, as the app writes to it', () => {
    for (const name of names) expect(schema[name].name).toBe(name);
    const used = [
      usersCollection,
      accountsCollection,
      emailsCollection,
      joinCodesCollection,
      ...Object.values(groupCollections).flatMap((each) => [each.groups, each.memberships]),
      ...Object.values(eventCollections),
      ...Object.values(announcementCollections),
      ...Object.values(guardianCollections),
      // a person's notification documents (docs/notifications.md "Documents"), which the
      // Notifications page and the calendar panel write
      'pushSubscriptions',
      'notificationSettings',
      'calendarFeeds',
      deletedIdsCollection,
    ];
    expect([...used].sort()).toEqual([...names].sort());
  });

  it('has a match block in firestore.rules for each collection', () => {
    for (const name of names) expect(rulesSource).toContain(`match /${name}/{`);
  });

  it('gives a group’s id under the key the app queries memberships by', () => {
    for (const kind of ['club', 'team'] as const) {
      const { memberships, key } = groupCollections[kind];
      expect(Object.keys(schema[memberships].fields)[0]).toBe(key);
    }
  });

  it('bounds text only, with limits from the tables of docs/product.md, composed of them or set by a format; values only on text; entries only of lists', () => {
    const composed = TEXT_LIMITS.name * 2 + 1;
    for (const name of names) {
      for (const [field, spec] of Object.entries(schema[name].fields) as [
        string,
        { kind: string; max?: number; values?: readonly string[]; items?: number },
      ][]) {
        const where = `${name}.${field}`;
        if (spec.max !== undefined) {
          expect(spec.kind, where).toMatch(/^text/);
          expect(
            [
              ...Object.values(TEXT_LIMITS),
              ...Object.values(EVENT_LIMITS),
              ...Object.values(FORMAT_LIMITS),
              ...Object.values(NOTIFICATION_LIMITS),
              composed,
            ],
            where,
          ).toContain(spec.max);
        }
        if (spec.values) expect(spec.kind, where).toBe('text');
        if (spec.items !== undefined) {
          expect(spec.kind, where).toBe('text list');
          expect(Object.values(NOTIFICATION_LIMITS), where).toContain(spec.items);
        }
        expect([...DOCUMENT_KINDS, 'timestamp'], where).toContain(spec.kind);
      }
    }
  });

  it('stores a flag per notice kind a person can turn off, and no other flag in their settings', () => {
    const flags = Object.entries(schema.notificationSettings.fields)
      .filter(([, spec]) => spec.kind === 'flag')
      .map(([field]) => field);
    expect(flags).toEqual(NOTICE_SETTINGS);
  });
});
