import type { UserProfile } from '../person/user-profile';
import { childTexts } from './child-texts';

/** A child as the Family area shows it: the profile's id and fields. */
export interface Child {
  id: string;
  profile: UserProfile;
  /** written on this device, not yet on the server */
  pending: boolean;
}

/** `first last` as a child's memberships carry it: '' when none (squads then show `Unnamed`). */
export function childDisplayName(profile: Pick<UserProfile, 'firstName' | 'lastName'>): string {
  return [profile.firstName, profile.lastName]
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter(Boolean)
    .join(' ');
}

/** `first last`, or `Unnamed`. */
export function childName(profile: Pick<UserProfile, 'firstName' | 'lastName'>): string {
  return childDisplayName(profile) || childTexts.unnamed;
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** By first name, then last name, letter case ignored (docs/product.md); the id keeps the order stable. */
export function sortChildren<C extends Child>(children: readonly C[]): C[] {
  return [...children].sort(
    (a, b) =>
      collator.compare(text(a.profile.firstName), text(b.profile.firstName)) ||
      collator.compare(text(a.profile.lastName), text(b.profile.lastName)) ||
      a.id.localeCompare(b.id),
  );
}

/**
 * A profile's searchable text, lower-cased once and kept while the profile object lives (a
 * keystroke in a list of hundreds then costs one `includes` per child). The fields are joined
 * by a line break, which a search field cannot hold, so a match never spans two fields.
 */
const searchKeys = new WeakMap<object, string>();
function searchKey(profile: UserProfile): string {
  let key = searchKeys.get(profile);
  if (key === undefined) {
    key = [profile.firstName, profile.lastName, profile.email]
      .map((value) => text(value).toLocaleLowerCase())
      .join('\n');
    searchKeys.set(profile, key);
  }
  return key;
}

/** Children whose first name, last name or email holds the query, letter case ignored (docs/product.md §6). */
export function searchChildren<C extends Child>(children: readonly C[], query: string): C[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...children];
  return children.filter(({ profile }) => searchKey(profile).includes(needle));
}
