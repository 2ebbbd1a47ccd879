import type { CollectionSchema } from './schema-kit';

/**
 * The collections of who people are (users, accounts, emails) and the limits every collection
 * shares: the part of the schema (collections.ts) that the start screens need, kept apart so
 * that the first download does not carry every other collection's description.
 */

/**
 * the text limits of docs/product.md, in characters as Firestore's `size()` counts them, UTF-16
 * code units (docs/product.md "Text limits"): a name (a person's first or last name, a club's or
 * team's name, an age group), a club's location, notes, an email address, a join code.
 */
export const TEXT_LIMITS = { name: 100, location: 200, notes: 2000, email: 254, joinCode: 80, timeZone: 64 } as const;

/** `first last`, as the app composes it from two names (parentName, displayName) */
export const FULL_NAME_MAX = TEXT_LIMITS.name * 2 + 1;

/**
 * When a document was made and last changed: ISO times the device writes. The rules judge them
 * together (`stampsHold`) in a collection whose documents carry both.
 */
export const STAMPS = {
  createdAt: { kind: 'time' },
  updatedAt: { kind: 'time' },
} as const;

/** a person id as a guardian's place holds it: an Auth uid or an automatic id */
const GUARDIAN_ID_MAX = 128;

/** A person (docs/architecture.md, "People and identity"). */
export const users = {
  name: 'users',
  id: "{personId}: a registered adult's auth uid, or the automatic id of a Child profile a parent made, kept for life",
  fields: {
    /** the account's uid; null on a Child profile no account has claimed yet */
    uid: { kind: 'text or null' },
    email: { kind: 'text', max: TEXT_LIMITS.email },
    /** the address in lower case: what the claim looks a profile up by */
    emailLower: { kind: 'text', max: TEXT_LIMITS.email },
    /** `Parent` or `Child` (the rules judge it where they judge who acts) */
    role: { kind: 'text' },
    firstName: { kind: 'text', max: TEXT_LIMITS.name },
    lastName: { kind: 'text', max: TEXT_LIMITS.name },
    dob: { kind: 'date' },
    /** the parent who made and manages a Child profile; null on an adult's */
    linkedParentId: { kind: 'text or null' },
    /** on a Child profile: the parent's `first last`, kept current by the parent (the claim names them) */
    parentName: { kind: 'text or null', max: FULL_NAME_MAX, optional: true },
    /**
     * on a Child profile: the other guardians' person ids, one a place (docs/product.md "Guardians"):
     * with the first guardian (`linkedParentId`) and the pending invitations, at most 4 grown-ups
     */
    guardian1: { kind: 'text or null', max: GUARDIAN_ID_MAX, optional: true },
    guardian2: { kind: 'text or null', max: GUARDIAN_ID_MAX, optional: true },
    guardian3: { kind: 'text or null', max: GUARDIAN_ID_MAX, optional: true },
    ...STAMPS,
  },
} as const satisfies CollectionSchema;

/** An account's pointer to the person it is: its uid until it claims a Child profile. */
export const accounts = {
  name: 'accounts',
  id: '{uid}: the auth uid',
  fields: {
    personId: { kind: 'text' },
    createdAt: STAMPS.createdAt,
    /** the first verified session looked for a Child profile carrying the address */
    claimChecked: { kind: 'flag', optional: true },
    /** the user answered `Not me`: never asked again */
    claimDeclined: { kind: 'flag', optional: true },
  },
} as const satisfies CollectionSchema;

/** Whether an address is taken, and nothing else readable about who holds it. */
export const emails = {
  name: 'emails',
  id: '{emailLower}: the address in lower case',
  fields: {
    /** a parent's entry names the child; the holder's own entry carries no id */
    childId: { kind: 'text', optional: true },
    createdAt: STAMPS.createdAt,
  },
} as const satisfies CollectionSchema;

/** The identity collections, as `schema` in collections.ts holds them. */
export const identitySchema = { users, accounts, emails } as const;
export type IdentitySchema = typeof identitySchema;
