import { useActor } from '../../../shared/hooks/use-actor';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { useFieldErrors } from '../../../components/ui/use-field-errors';
import { useSingleSubmit } from '../../../components/ui/use-single-submit';
import type { ClubFields, Outcome } from '../../../domain/groups/group-types';
import { GROUP_COLOURS, type GroupColour } from '../../../domain/schema/collections';
import { GROUP_TEXT_LIMITS } from '../model/group-fields';
import { ColourField } from './colour-field';

type ClubField = keyof ClubFields;

interface ClubFormProps {
  initial: ClubFields;
  /** creates or saves; a failure names the field it concerns, shown beside it */
  save: (fields: ClubFields) => Outcome<unknown>;
}

/**
 * The club form of `/clubs/new` and of an owner's `/clubs/{id}`. The save hook trims and
 * checks (name required, text limits); this form shows its answer at the field. No maxLength:
 * a longer paste would be cut silently; each field counts toward its limit and the check names it.
 */
export function ClubForm({ initial, save }: ClubFormProps) {
  const [name, setName] = useState(initial.name);
  const [location, setLocation] = useState(initial.location);
  const [notes, setNotes] = useState(initial.notes);
  const [colour, setColour] = useState<GroupColour>(initial.colour ?? GROUP_COLOURS[0]);
  const actorKnown = useActor() !== undefined;
  const form = useFieldErrors<ClubField>();

  const single = useSingleSubmit(submit);

  function submit(event: FormEvent) {
    event.preventDefault();
    form.reset();
    const outcome = save({ name, location, notes, colour });
    if (!outcome.ok) {
      form.fail(outcome.error, outcome.field as ClubField | undefined);
      return;
    }
    // show what was stored (trimmed), as the next visit will
    setName(name.trim());
    setLocation(location.trim());
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
        label="Location"
        autoComplete="off"
        textLimit={GROUP_TEXT_LIMITS.location}
        value={location}
        onChange={(e) => setLocation(e.target.value)}
        {...form.bind('location')}
      />
      <TextAreaField
        label="Notes"
        rows={4}
        textLimit={GROUP_TEXT_LIMITS.notes}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        {...form.bind('notes')}
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
