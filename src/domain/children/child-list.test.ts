import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../person/user-profile';
import { type Child, childName, searchChildren, sortChildren } from './child-list';

const child = (id: string, firstName: string, lastName: string, email = ''): Child => ({
  id,
  pending: false,
  profile: {
    firstName,
    lastName,
    email,
    emailLower: email.toLowerCase(),
    uid: null,
    role: 'Child',
    dob: '2016-01-01',
    linkedParentId: 'p',
    createdAt: '',
    updatedAt: '',
  } as UserProfile,
});

describe('children: sorting and search (docs/product.md; docs/product.md §6)', () => {
  const list = [
    child('1', 'zoe', 'Adams'),
    child('2', 'Alex', 'Young'),
    child('3', 'alex', 'Brown', 'Alex.B@Example.com'),
    child('4', '', ''),
  ];

  it('sorts by first name, then last name, ignoring letter case; the unnamed first', () => {
    expect(sortChildren(list).map((each) => each.id)).toEqual(['4', '3', '2', '1']);
  });

  it('matches first name, last name or email, ignoring case', () => {
    expect(searchChildren(list, 'ALEX').map((each) => each.id)).toEqual(['2', '3']);
    expect(searchChildren(list, 'adams').map((each) => each.id)).toEqual(['1']);
    expect(searchChildren(list, 'example.COM').map((each) => each.id)).toEqual(['3']);
    expect(searchChildren(list, '  ').map((each) => each.id)).toEqual(['1', '2', '3', '4']);
    expect(searchChildren(list, 'nobody')).toEqual([]);
  });

  it('names a child without a name Unnamed', () => {
    expect(childName({ firstName: ' ', lastName: '' })).toBe('Unnamed');
    expect(childName({ firstName: 'Sam', lastName: ' Kid ' })).toBe('Sam Kid');
  });
});
