import { textSize, isBlank } from '../../../domain/text/characters';
import { groupTexts } from '../../../domain/groups/group-texts';
import type { ClubFields, GroupKind, Outcome, TeamFields } from '../../../domain/groups/group-types';
import { GROUP_COLOURS, type GroupColour, schema } from '../../../domain/schema/collections';
import { isKnownTimeZone } from '../../../domain/groups/time-zones';

/**
 * The club and team forms' fields (docs/product.md §5, docs/product.md "Text limits"): trimmed, the name
 * required, each bounded as the rules and the local backend bound it (the limits are the
 * schema's: src/domain/schema). A message names its field and is shown beside it. A club and a
 * team bound their name and notes alike.
 */
export const GROUP_TEXT_LIMITS = {
  name: schema.clubs.fields.name.max,
  ageGroup: schema.teams.fields.ageGroup.max,
  location: schema.clubs.fields.location.max,
  notes: schema.clubs.fields.notes.max,
} as const;

type LimitedField = keyof typeof GROUP_TEXT_LIMITS;

const FIELD_LABELS: Record<LimitedField, string> = {
  name: 'Name',
  ageGroup: 'Age group',
  location: 'Location',
  notes: 'Notes',
};

export function tooLongMessage(field: LimitedField): string {
  return `${FIELD_LABELS[field]} must be at most ${GROUP_TEXT_LIMITS[field].toLocaleString('en')} characters`;
}

function firstProblem(
  kind: GroupKind,
  value: Partial<Record<LimitedField, string>>,
): { error: string; field: string } | null {
  if (!value.name || isBlank(value.name)) return { error: groupTexts.nameRequired[kind], field: 'name' };
  for (const field of Object.keys(GROUP_TEXT_LIMITS) as LimitedField[]) {
    const text = value[field];
    if (text !== undefined && textSize(text) > GROUP_TEXT_LIMITS[field]) return { error: tooLongMessage(field), field };
  }
  return null;
}

/** a colour off the palette (a crafted call) is dropped: the stored one stays */
const colourPart = (colour: string | undefined) =>
  colour !== undefined && GROUP_COLOURS.includes(colour as GroupColour) ? { colour: colour as GroupColour } : {};

/** a zone the device does not know (a crafted call, or a zone retired since) is dropped: the stored one stays */
const timeZonePart = (timeZone: string | undefined) =>
  timeZone !== undefined && isKnownTimeZone(timeZone) ? { timeZone } : {};

export function checkClubFields(input: ClubFields): Outcome<ClubFields> {
  const value: ClubFields = {
    name: input.name.trim(),
    location: input.location.trim(),
    notes: input.notes.trim(),
    ...colourPart(input.colour),
  };
  const problem = firstProblem('club', value);
  return problem ? { ok: false, ...problem } : { ok: true, value };
}

export function checkTeamFields(input: TeamFields): Outcome<TeamFields> {
  const clubId = input.clubId?.trim() || null;
  const value: TeamFields = {
    name: input.name.trim(),
    ageGroup: input.ageGroup.trim(),
    notes: input.notes.trim(),
    clubId,
    ...timeZonePart(input.timeZone),
    ...colourPart(input.colour),
  };
  const problem = firstProblem('team', value);
  return problem ? { ok: false, ...problem } : { ok: true, value };
}
