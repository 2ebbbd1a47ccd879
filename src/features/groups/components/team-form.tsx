import { useActor } from '../../../shared/hooks/use-actor';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { useFieldErrors } from '../../../components/ui/use-field-errors';
import { useSingleSubmit } from '../../../components/ui/use-single-submit';
import { useOwnedClubs } from '../hooks/use-owned-clubs';
import type { Outcome, TeamFields } from '../../../domain/groups/group-types';
import { GROUP_COLOURS, type GroupColour } from '../../../domain/schema/collections';
import { GROUP_TEXT_LIMITS } from '../model/group-fields';
import { ColourField } from './colour-field';
import { deviceTimeZone, timeZoneChoices } from '../../../domain/groups/time-zones';
import { groupLabel } from '../../../domain/groups/group-texts';

type TeamField = keyof TeamFields;

interface TeamFormProps {
  initial: TeamFields;
  /** the name of the team's current club, for when the user does not own it (ownership passed on) */
  currentClubName?: string;
  /** creates or saves; a failure names the field it concerns, shown beside it */
  save: (fields: TeamFields) => Outcome<unknown>;
}

const NO_CLUB = '';

/** The zones offered: the device's list, and a stored zone it lacks (kept as it is on save). */
const zonesWith = (stored: string | undefined) => {
  const zones = timeZoneChoices();
  return stored && !zones.includes(stored) ? [stored, ...zones] : zones;
};

/**
 * The team form of `/teams/new` and of an owner's `/teams/{id}`. `Club` offers `No club` and
 * the clubs the user owns (a team may only sit in a club its owner owns). The save hook trims
 * and checks; this form shows its answer at the field.
 */
export function TeamForm({ initial, currentClubName, save }: TeamFormProps) {
  const owned = useOwnedClubs();
  const [name, setName] = useState(initial.name);
  const [ageGroup, setAgeGroup] = useState(initial.ageGroup);
  const [notes, setNotes] = useState(initial.notes);
  const [clubId, setClubId] = useState(initial.clubId ?? NO_CLUB);
  const [colour, setColour] = useState<GroupColour>(initial.colour ?? GROUP_COLOURS[0]);
  const [timeZone, setTimeZone] = useState(initial.timeZone ?? deviceTimeZone());
  const actorKnown = useActor() !== undefined;
  const form = useFieldErrors<TeamField>();

  const ownedClubs = owned.status === 'ready' ? owned.value : [];
  const options = [
    { value: NO_CLUB, label: 'No club' },
    ...ownedClubs.map((club) => ({ value: club.id, label: groupLabel('club', club.name) })),
  ];
  // keep the current club selectable while the list loads, or when the user does not own it
  if (clubId && !options.some((option) => option.value === clubId)) {
    options.push({ value: clubId, label: currentClubName ? groupLabel('club', currentClubName) : 'Current club' });
  }

  const single = useSingleSubmit(submit);

  function submit(event: FormEvent) {
    event.preventDefault();
    form.reset();
    const outcome = save({ name, ageGroup, notes, clubId: clubId || null, timeZone, colour });
    if (!outcome.ok) {
      form.fail(outcome.error, outcome.field as TeamField | undefined);
      return;
    }
    setName(name.trim());
    setAgeGroup(ageGroup.trim());
    setNotes(notes.trim());
  }

  return (
    <form {...single.formProps} noValidate>
      <TextField
        label="Name"
        required
        autoComplete="off"
        textLimit={GROUP_TEXT_LIMITS.name}
        value={name}
        onChange={(e) => setName(e.target.value)}
        {...form.bind('name')}
      />
      <TextField
        label="Age group"
        autoComplete="off"
        textLimit={GROUP_TEXT_LIMITS.ageGroup}
        value={ageGroup}
        onChange={(e) => setAgeGroup(e.target.value)}
        {...form.bind('ageGroup')}
      />
      <TextAreaField
        label="Notes"
        rows={4}
        textLimit={GROUP_TEXT_LIMITS.notes}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        {...form.bind('notes')}
      />
      <SelectField
        label="Club"
        options={options}
        value={clubId}
        onChange={(e) => setClubId(e.target.value)}
        hint={owned.status === 'failed' ? 'Your clubs could not be loaded.' : undefined}
        {...form.bind('clubId')}
      />
      <SelectField
        label="Time zone"
        hint="The team's events are shown in it."
        options={zonesWith(initial.timeZone).map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }))}
        value={timeZone}
        onChange={(e) => setTimeZone(e.target.value)}
      />
      <ColourField value={colour} onChange={setColour} />
      <div className="actions">
        {/* who acts is read from the device as the page opens: Save waits for it rather than failing */}
        <Button type="submit" busy={!actorKnown}>
          Save
        </Button>
      </div>
    </form>
  );
}
