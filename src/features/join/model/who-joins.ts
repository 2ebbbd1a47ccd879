import type { GroupKind } from '../../../domain/groups/group-types';

/**
 * `/join` for a Parent with children (docs/product.md "Join"): a box per person, `Me` ticked
 * to start with and the children not; someone the device knows is on the group the code names
 * is unticked and disabled, with `already on it` beside. A box the user changed keeps the
 * user's choice whatever the lookups learn later (a person known to be on the group aside).
 */

export const whoJoinsTexts = {
  legend: 'Who joins',
  me: 'Me',
  alreadyOn: 'already on it',
  nobodyTicked: 'Tick at least one person to join',
} as const;

export interface PersonBox {
  checked: boolean;
  disabled: boolean;
}

/** One person's box: `choices` holds what the user set by hand, by person id. */
export function personBox(
  personId: string,
  meId: string,
  alreadyOn: ReadonlySet<string>,
  choices: ReadonlyMap<string, boolean>,
): PersonBox {
  if (alreadyOn.has(personId)) return { checked: false, disabled: true };
  return { checked: choices.get(personId) ?? personId === meId, disabled: false };
}

/** Who the ticked boxes join: the signed-in person (`me`) and the children's ids, in order. */
export function tickedPeople(
  meId: string,
  childIds: readonly string[],
  alreadyOn: ReadonlySet<string>,
  choices: ReadonlyMap<string, boolean>,
): { me: boolean; childIds: string[] } {
  const ticked = (id: string) => personBox(id, meId, alreadyOn, choices).checked;
  return { me: ticked(meId), childIds: childIds.filter(ticked) };
}

/** Everyone (the parent and every child) is known to be on the group already. */
export function everyoneIsOn(meId: string, childIds: readonly string[], alreadyOn: ReadonlySet<string>): boolean {
  return alreadyOn.has(meId) && childIds.every((id) => alreadyOn.has(id));
}

/** What the page says while a known code is typed: the group it names. */
export function codeNamesText(kind: GroupKind, name: string): string {
  const trimmed = name.trim();
  if (kind === 'team') return trimmed ? `This code joins the team ${trimmed}.` : 'This code joins a team.';
  return trimmed ? `This code joins the club ${trimmed} and its teams.` : 'This code joins a club and its teams.';
}
