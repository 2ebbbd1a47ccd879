import { describe, expect, it } from 'vitest';
import { firestoreTriggersOf } from './register-firestore-triggers.mjs';

/** The Functions emulator's `GET /backends` for the functions package, as firebase-tools 15.34.2 answered it. */
const backends = {
  backends: [
    {
      directory: '/tmp/functions-wiring-x/functions',
      env: {},
      functionTriggers: [
        {
          id: 'us-central1-announcementCreated',
          name: 'announcementCreated',
          eventTrigger: {
            eventType: 'google.cloud.firestore.document.v1.created',
            eventFilters: { database: '(default)', namespace: '(default)' },
            eventFilterPathPatterns: { document: 'announcements/{id}' },
          },
        },
        { id: 'us-central1-calendarFeed', name: 'calendarFeed', httpsTrigger: {} },
        {
          id: 'us-central1-eventWritten',
          name: 'eventWritten',
          eventTrigger: {
            eventType: 'google.cloud.firestore.document.v1.written',
            eventFilters: { database: '(default)', namespace: '(default)' },
            eventFilterPathPatterns: { document: 'events/{eventId}' },
          },
        },
        {
          id: 'us-central1-remindersEvery15',
          name: 'remindersEvery15',
          eventTrigger: { eventType: 'pubsub', resource: '' },
        },
      ],
    },
  ],
};

describe('firestoreTriggersOf', () => {
  it('keys each Firestore trigger by its id and generation 0, with the event type and path pattern it declared', () => {
    expect(firestoreTriggersOf(backends)).toEqual([
      {
        key: 'us-central1-announcementCreated-0',
        eventType: 'google.cloud.firestore.document.v1.created',
        database: '(default)',
        namespace: '(default)',
        document: 'announcements/{id}',
        matchType: 'PATH_PATTERN',
      },
      {
        key: 'us-central1-eventWritten-0',
        eventType: 'google.cloud.firestore.document.v1.written',
        database: '(default)',
        namespace: '(default)',
        document: 'events/{eventId}',
        matchType: 'PATH_PATTERN',
      },
    ]);
  });

  it('matches a trigger on one document exactly', () => {
    const exact = {
      backends: [
        {
          functionTriggers: [
            {
              id: 'us-central1-one',
              eventTrigger: {
                eventType: 'google.cloud.firestore.document.v1.updated',
                eventFilters: { database: '(default)', namespace: '(default)', document: 'settings/main' },
              },
            },
          ],
        },
      ],
    };
    expect(firestoreTriggersOf(exact)).toMatchObject([{ document: 'settings/main', matchType: 'EXACT' }]);
  });

  it('finds none in a backend with no triggers yet', () => {
    expect(firestoreTriggersOf({ backends: [{ functionTriggers: [] }] })).toEqual([]);
  });
});
