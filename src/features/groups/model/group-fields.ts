import { characterCount, isBlank } from '../../profile/model/characters';
import { groupTexts } from './group-texts';
import type { ClubFields, GroupKind, Outcome, TeamFields } from './group-types';

/**
 * The club and team forms' fields (SPEC §5, UX-CONTRACT "Text limits"): trimmed, the name
 * required, each bounded as the rules and the local backend bound it. A message names its
 * field and is shown beside it.
 */
export const GROUP_TEXT_LIMITS = { name: 100, ageGroup: 100, location: 200, notes: 2000 } as const;

type LimitedField = keyof typeof GROUP_TEXT_LIMITS;

const FIELD_LABELS: Record<LimitedField, string> = { name: 'Name', ageGroup: 'Age group', location: 'Location', notes: 'Notes' };

export function tooLongMessage(field: LimitedField): string {
  return `${FIELD_LABELS[field]} must be at most ${GROUP_TEXT_LIMITS[field].toLocaleString('en')} characters`;
}

function firstProblem(kind: GroupKind, value: Partial<Record<LimitedField, string>>): { error: string; field: string } | null {
  if (!value.name || isBlank(value.name)) return { error: groupTexts.nameRequired[kind], field: 'name' };
  for (const field of Object.keys(GROUP_TEXT_LIMITS) as LimitedField[]) {
    const text = value[field];
    if (text !== undefined && characterCount(text) > GROUP_TEXT_LIMITS[field]) return { error: tooLongMessage(field), field };
  }
  return null;
}

export function checkClubFields(input: ClubFields): Outcome<ClubFields> {
  const value: ClubFields = { name: input.name.trim(), location: input.location.trim(), notes: input.notes.trim() };
  const problem = firstProblem('club', value);
  return problem ? { ok: false, ...problem } : { ok: true, value };
}

export function checkTeamFields(input: TeamFields): Outcome<TeamFields> {
  const clubId = input.clubId?.trim() || null;
  const value: TeamFields = { name: input.name.trim(), ageGroup: input.ageGroup.trim(), notes: input.notes.trim(), clubId };
  const problem = firstProblem('team', value);
  return problem ? { ok: false, ...problem } : { ok: true, value };
}
