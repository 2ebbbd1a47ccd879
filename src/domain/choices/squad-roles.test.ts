import { describe, expect, it } from 'vitest';
import rulesSource from '../../../firestore.rules?raw';
import { schema } from '../schema/collections';
import { SQUAD_ROLES, STAFF_ROLES } from './squad-roles';

/** The squad roles' table is the one list: the schema's values and the rules' staff check agree with it. */
describe('the squad roles', () => {
  it('are the values the schema allows on a membership', () => {
    expect([...schema.teamMemberships.fields.squadRole.values]).toEqual(SQUAD_ROLES);
    expect([...schema.clubMemberships.fields.squadRole.values]).toEqual(SQUAD_ROLES);
  });

  it('give staff powers in firestore.rules to exactly the staff roles', () => {
    const listed = [...rulesSource.matchAll(/\.get\('squadRole', ''\) in \[([^\]]*)\]/g)]
      .map((match) => match[1] as string)
      .filter((list) => !list.includes("''"));
    expect(listed.length).toBeGreaterThan(0);
    for (const list of listed)
      expect(list.split(',').map((each) => each.trim().replace(/'/g, ''))).toEqual(STAFF_ROLES);
  });
});
