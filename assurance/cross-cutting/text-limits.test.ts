import { describe, expect, it } from 'vitest';
import { limits as credentialLimits, messages as credentialMessages } from '../../src/domain/account/credentials';
import { personLimits, personMessages } from '../../src/domain/person/person-fields';
import { type CollectionName, schema } from '../../src/domain/schema/collections';
import { textLimits } from '../../src/domain/schema/schema-kit';
import { childFieldMessages, EMAIL_MAX } from '../../src/features/children/model/child-fields';
import { GROUP_TEXT_LIMITS, tooLongMessage } from '../../src/features/groups/model/group-fields';
import { MESSAGE_MAX, messageTexts } from '../../src/domain/announcements/announcement-fields';

/**
 * One set of text limits (docs/product.md "Text limits"): what the forms check is what
 * the schema says (src/domain/schema), field for field, and each message names the limit it
 * enforces. firestore.rules' limits are generated from the same schema
 * (src/domain/schema/rules-sections.test.ts keeps them equal), so both backends enforce it.
 */

/** field → max of the fields the schema bounds, per collection */
const TEXT_LIMITS = Object.fromEntries(
  (Object.keys(schema) as CollectionName[]).map((name) => [name, textLimits(schema[name])]),
) as Record<CollectionName, Record<string, number>>;

describe('client limits equal the limits of the schema (and so of firestore.rules)', () => {
  it('club fields', () => {
    expect({
      name: GROUP_TEXT_LIMITS.name,
      location: GROUP_TEXT_LIMITS.location,
      notes: GROUP_TEXT_LIMITS.notes,
    }).toEqual({
      name: TEXT_LIMITS.clubs?.name,
      location: TEXT_LIMITS.clubs?.location,
      notes: TEXT_LIMITS.clubs?.notes,
    });
  });

  it('team fields', () => {
    expect({
      name: GROUP_TEXT_LIMITS.name,
      ageGroup: GROUP_TEXT_LIMITS.ageGroup,
      notes: GROUP_TEXT_LIMITS.notes,
    }).toEqual({
      name: TEXT_LIMITS.teams?.name,
      ageGroup: TEXT_LIMITS.teams?.ageGroup,
      notes: TEXT_LIMITS.teams?.notes,
    });
  });

  it('every text field a club or team form has is bounded by the schema, and only those', () => {
    const clubFormFields = ['name', 'location', 'notes'];
    // timeZone: a select of the zones the device knows, each within the limit (group-fields.ts)
    const teamFormFields = ['name', 'ageGroup', 'notes', 'timeZone'];
    expect(
      Object.keys(TEXT_LIMITS.clubs ?? {})
        .filter((field) => field !== 'joinCode')
        .sort(),
    ).toEqual(clubFormFields.sort());
    expect(
      Object.keys(TEXT_LIMITS.teams ?? {})
        .filter((field) => field !== 'joinCode')
        .sort(),
    ).toEqual(teamFormFields.sort());
  });

  it('profile and child names, and the child’s email', () => {
    expect({
      firstName: personLimits.nameMax,
      lastName: personLimits.nameMax,
      email: EMAIL_MAX,
      emailLower: EMAIL_MAX,
    }).toEqual({
      firstName: TEXT_LIMITS.users?.firstName,
      lastName: TEXT_LIMITS.users?.lastName,
      email: TEXT_LIMITS.users?.email,
      emailLower: TEXT_LIMITS.users?.emailLower,
    });
  });

  it('the login, register and reset email', () => {
    expect(credentialLimits.emailMax).toBe(TEXT_LIMITS.users?.email);
  });

  it('the names the app composes fit: "first last" (parentName, displayName), a group’s name (groupName)', () => {
    const fullName = personLimits.nameMax * 2 + 1;
    expect(TEXT_LIMITS.users?.parentName).toBe(fullName);
    for (const collection of ['clubMemberships', 'teamMemberships'] as const) {
      expect(TEXT_LIMITS[collection]?.displayName).toBe(fullName);
      expect(TEXT_LIMITS[collection]?.groupName).toBe(GROUP_TEXT_LIMITS.name);
      // a child's membership names their parent by first name
      expect(TEXT_LIMITS[collection]?.parentName).toBe(personLimits.nameMax);
    }
  });
});

describe('the schema bounds the fields docs/product.md bounds, and only those', () => {
  it('as its table of text limits says', () => {
    const membership = { displayName: 201, groupName: 100, parentName: 100, joinCode: 80 };
    expect(TEXT_LIMITS).toEqual({
      // a guardian place holds a person id: an account's uid at most
      users: {
        email: 254,
        emailLower: 254,
        firstName: 100,
        lastName: 100,
        parentName: 201,
        guardian1: 128,
        guardian2: 128,
        guardian3: 128,
      },
      accounts: {},
      emails: {},
      clubs: { name: 100, location: 200, notes: 2000, joinCode: 80 },
      teams: { name: 100, ageGroup: 100, notes: 2000, joinCode: 80, timeZone: 64 },
      clubMemberships: membership,
      teamMemberships: membership,
      joinCodes: {},
      events: {
        title: 100,
        timeZone: 64,
        meetTime: 5,
        location: 200,
        opponent: 100,
        notes: 2000,
        cancelReason: 200,
        seriesId: 40,
        // the edit that wrote it (docs/notifications.md "Documents"): an automatic id
        editId: 40,
        // and who made it: a person id, an account's uid at most
        editedBy: 128,
      },
      // the answerer's first name (`by Ana`)
      eventAnswers: { answeredByName: 100 },
      eventAnswerNotes: { note: 140 },
      eventAttendance: {},
      teamGuardians: {},
      clubGuardians: {},
      // ids a list names, the address, and the names as profiles compose them
      guardianInvites: {
        childId: 160,
        emailLower: 254,
        inviterId: 160,
        inviterName: 201,
        childName: 201,
        childFirstName: 100,
      },
      guardianships: { childId: 160, guardianId: 160, guardianName: 201 },
      // the author's `first last`, as memberships carry a display name
      announcements: { message: 2000, authorName: 201 },
      announcementSeen: {},
      // a person's notification documents (docs/product.md "Text limits"): the browser's
      // subscription as it gives it, quiet hours as `HH:MM`, the device's zone
      pushSubscriptions: { endpoint: 1000, p256dh: 200, auth: 100 },
      notificationSettings: { quietFrom: 5, quietTo: 5, timeZone: 64 },
      calendarFeeds: {},
      deletedIds: {},
    });
  });
});

describe('each message names the limit it enforces', () => {
  it('club and team fields', () => {
    expect(tooLongMessage('name')).toBe('Name must be at most 100 characters');
    expect(tooLongMessage('ageGroup')).toBe('Age group must be at most 100 characters');
    expect(tooLongMessage('location')).toBe('Location must be at most 200 characters');
    expect(tooLongMessage('notes')).toBe('Notes must be at most 2,000 characters');
  });

  it('names and emails', () => {
    expect(personMessages.firstNameTooLong).toBe(
      `First name must be at most ${TEXT_LIMITS.users?.firstName} characters`,
    );
    expect(personMessages.lastNameTooLong).toBe(`Last name must be at most ${TEXT_LIMITS.users?.lastName} characters`);
    expect(childFieldMessages.emailTooLong).toBe(`Email must be at most ${TEXT_LIMITS.users?.email} characters`);
    expect(credentialMessages.emailTooLong).toBe(childFieldMessages.emailTooLong);
  });

  it("an announcement's message", () => {
    expect(MESSAGE_MAX).toBe(TEXT_LIMITS.announcements?.message);
    expect(messageTexts.tooLong).toBe('Message must be at most 2,000 characters');
  });
});
