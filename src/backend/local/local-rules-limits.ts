import type { DocData } from '../ports';

/**
 * The longest text each stored field may hold, as firestore.rules bounds it (part of the
 * permission model in local-rules.ts). Only string values are measured, in characters.
 */
export const TEXT_LIMITS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  // UX-CONTRACT.md "Text limits"; parentName holds a parent's "first last" (100 + 1 + 100)
  users: { firstName: 100, lastName: 100, email: 254, emailLower: 254, parentName: 201 },
  clubs: { name: 100, location: 200, notes: 2000, joinCode: 80 },
  teams: { name: 100, ageGroup: 100, notes: 2000, joinCode: 80 },
  // displayName holds a member's "first last" (100 + 1 + 100); groupName a club's or team's name
  clubMemberships: { joinCode: 80, displayName: 201, groupName: 100 },
  teamMemberships: { joinCode: 80, displayName: 201, groupName: 100 },
};

/**
 * Characters as firestore.rules' `size()` counts them: Unicode code points. Firebase documents
 * `string.size()` as "the number of characters"; the rules language follows CEL, whose strings are
 * sequences of code points and whose `size` counts them (google/cel-spec, langdef.md). So an emoji
 * outside the BMP is one character (two UTF-16 units of `String.length`), a combining accent one
 * of its own. The permission table pins this with emoji and combining-accent cases, which the
 * emulator run checks against the real engine.
 */
export function characterCount(text: string): number {
  return [...text].length;
}

export function textWithinLimits(collection: string, data: DocData): boolean {
  return Object.entries(TEXT_LIMITS[collection] ?? {}).every(([field, max]) => {
    const value = data[field];
    return typeof value !== 'string' || characterCount(value) <= max;
  });
}
