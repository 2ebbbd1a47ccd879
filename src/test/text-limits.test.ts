import { describe, expect, it } from 'vitest';
import rulesSource from '../../firestore.rules?raw';
import type { Expr } from '../backend/rules/rules-ast';
import { parseRules } from '../backend/rules/rules-parser';
import { limits as credentialLimits, messages as credentialMessages } from '../features/auth/model/credentials';
import { childFieldMessages, EMAIL_MAX } from '../features/children/model/child-fields';
import { GROUP_TEXT_LIMITS, tooLongMessage } from '../features/groups/model/group-fields';
import { personLimits, personMessages } from '../features/profile/model/person-fields';

/**
 * One set of text limits (docs/PRODUCT-RULES.md "Text limits"): what the forms check is what
 * firestore.rules enforces (on both backends), field for field, and each message names the limit
 * it enforces. A limit changed on one side only fails here.
 */

/** `withinLimit(data, 'field', max)` calls in a function of firestore.rules: field → max. */
function limitsIn(functionName: string): Record<string, number> {
  const rules = parseRules(rulesSource);
  const decl = rules.services[0]?.matches[0]?.functions.find((each) => each.name === functionName);
  if (!decl) throw new Error(`firestore.rules has no function ${functionName}`);
  const limits: Record<string, number> = {};
  const visit = (expr: Expr): void => {
    if (expr.kind === 'call' && expr.callee.kind === 'ident' && expr.callee.name === 'withinLimit') {
      const [, field, max] = expr.args;
      if (field?.kind === 'string' && max?.kind === 'int') limits[field.value] = Number(max.value);
    }
    for (const child of Object.values(expr)) {
      if (Array.isArray(child)) for (const item of child) if (item && typeof item === 'object' && 'kind' in item) visit(item as Expr);
      if (child && typeof child === 'object' && 'kind' in child) visit(child as Expr);
    }
  };
  visit(decl.body);
  return limits;
}

const TEXT_LIMITS: Record<string, Record<string, number>> = {
  users: limitsIn('userTextOk'),
  clubs: limitsIn('clubTextOk'),
  teams: limitsIn('teamTextOk'),
  clubMemberships: limitsIn('membershipFieldsOk'),
  teamMemberships: limitsIn('membershipFieldsOk'),
};

describe('client limits equal the limits of firestore.rules', () => {
  it('club fields', () => {
    expect({ name: GROUP_TEXT_LIMITS.name, location: GROUP_TEXT_LIMITS.location, notes: GROUP_TEXT_LIMITS.notes }).toEqual({
      name: TEXT_LIMITS.clubs?.name,
      location: TEXT_LIMITS.clubs?.location,
      notes: TEXT_LIMITS.clubs?.notes,
    });
  });

  it('team fields', () => {
    expect({ name: GROUP_TEXT_LIMITS.name, ageGroup: GROUP_TEXT_LIMITS.ageGroup, notes: GROUP_TEXT_LIMITS.notes }).toEqual({
      name: TEXT_LIMITS.teams?.name,
      ageGroup: TEXT_LIMITS.teams?.ageGroup,
      notes: TEXT_LIMITS.teams?.notes,
    });
  });

  it('every text field a club or team form has is bounded by the rules, and only those', () => {
    const clubFormFields = ['name', 'location', 'notes'];
    const teamFormFields = ['name', 'ageGroup', 'notes'];
    expect(Object.keys(TEXT_LIMITS.clubs ?? {}).filter((field) => field !== 'joinCode').sort()).toEqual(clubFormFields.sort());
    expect(Object.keys(TEXT_LIMITS.teams ?? {}).filter((field) => field !== 'joinCode').sort()).toEqual(teamFormFields.sort());
  });

  it('profile and child names, and the child’s email', () => {
    expect({ firstName: personLimits.nameMax, lastName: personLimits.nameMax, email: EMAIL_MAX, emailLower: EMAIL_MAX }).toEqual({
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
    for (const collection of ['clubMemberships', 'teamMemberships']) {
      expect(TEXT_LIMITS[collection]?.displayName).toBe(fullName);
      expect(TEXT_LIMITS[collection]?.groupName).toBe(GROUP_TEXT_LIMITS.name);
    }
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
    expect(personMessages.firstNameTooLong).toBe(`First name must be at most ${TEXT_LIMITS.users?.firstName} characters`);
    expect(personMessages.lastNameTooLong).toBe(`Last name must be at most ${TEXT_LIMITS.users?.lastName} characters`);
    expect(childFieldMessages.emailTooLong).toBe(`Email must be at most ${TEXT_LIMITS.users?.email} characters`);
    expect(credentialMessages.emailTooLong).toBe(childFieldMessages.emailTooLong);
  });
});
