import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { useSingleSubmit } from '../../../components/ui/use-single-submit';
import { toast } from '../../../lib/toast';
import {
  checkEventFields,
  EVENT_TEXT_LIMITS,
  type EventFieldErrors,
  type EventFormInput,
  type EventFormValues,
} from '../../../domain/events/event-fields';
import { answerByNote } from '../../../domain/events/answer-by-note';
import { EVENT_TYPE_LABELS } from '../../../domain/events/event-texts';
import { EVENT_TYPES } from '../../../domain/schema/collections';
import { useNow } from '../hooks/use-now';
import { type ApplyTo, ApplyToChoice } from './apply-to-choice';

export type { ApplyTo } from './apply-to-choice';

interface EventFormProps {
  initial: EventFormInput;
  isNew: boolean;
  /** an event of a series: `Apply to` */
  inSeries?: boolean;
  /** the team's zone, named beside `Answer by` */
  timeZone: string;
  /** Save waits until who acts is known */
  ready: boolean;
  save: (values: EventFormValues, dates: string[], applyTo: ApplyTo) => void;
  /** each change of the fields, for the page to keep (use-form-draft.ts) */
  onInput?: (input: EventFormInput) => void;
}

const FIELD_ORDER: (keyof EventFormInput)[] = [
  'title',
  'type',
  'date',
  'startTime',
  'endTime',
  'meetTime',
  'location',
  'opponent',
  'notes',
  'repeatUntil',
  'answerBy',
];

/**
 * The event form of `/teams/{id}/events/new` and `/events/{id}/edit` (docs/product.md "Team
 * life"): every field with a problem shows its message beside it, the first one also as a toast,
 * and focus goes there; nothing is saved until all are right. Text fields count toward the
 * schema's limits; an `Answer by` already past or after the start is said beside the field, and
 * saved all the same.
 */
export function EventForm({ initial, isNew, inSeries = false, timeZone, ready, save, onInput }: EventFormProps) {
  const [input, setInput] = useState(initial);
  useEffect(() => {
    onInput?.(input);
  }, [input, onInput]);
  const [applyTo, setApplyTo] = useState<ApplyTo>('this');
  const [errors, setErrors] = useState<EventFieldErrors>({});
  const fields = useRef(new Map<keyof EventFormInput, HTMLElement | null>());
  const single = useSingleSubmit(submit);
  const now = useNow();
  const answerByHint = answerByNote(input, timeZone, now);

  const set = (field: keyof EventFormInput) => (value: string | boolean) => {
    setInput((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  };
  const bind = (field: keyof EventFormInput) => ({
    error: errors[field],
    ref: (element: HTMLElement | null) => void fields.current.set(field, element),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const outcome = checkEventFields(input, { isNew });
    if (!outcome.ok) {
      setErrors(outcome.errors);
      const first = FIELD_ORDER.find((field) => outcome.errors[field]);
      if (first) {
        toast.error(outcome.errors[first] as string, { id: 'event-form' });
        fields.current.get(first)?.focus();
      }
      return;
    }
    setErrors({});
    save(outcome.value, outcome.dates, applyTo);
  }

  return (
    <form {...single.formProps} noValidate className="event-form">
      <TextField
        label="Title"
        required
        autoComplete="off"
        value={input.title}
        textLimit={EVENT_TEXT_LIMITS.title}
        onChange={(e) => set('title')(e.target.value)}
        {...bind('title')}
      />
      <SelectField
        label="Type"
        options={EVENT_TYPES.map((type) => ({ value: type, label: EVENT_TYPE_LABELS[type] }))}
        value={input.type}
        onChange={(e) => set('type')(e.target.value)}
        {...bind('type')}
      />
      <TextField
        label="Date"
        type="date"
        required
        value={input.date}
        onChange={(e) => set('date')(e.target.value)}
        {...bind('date')}
      />
      <div className="field-pair">
        <TextField
          label="Start time"
          type="time"
          required
          value={input.startTime}
          onChange={(e) => set('startTime')(e.target.value)}
          {...bind('startTime')}
        />
        <TextField
          label="End time"
          type="time"
          required
          value={input.endTime}
          onChange={(e) => set('endTime')(e.target.value)}
          {...bind('endTime')}
        />
      </div>
      <TextField
        label="Meet time"
        type="time"
        hint="Optional"
        value={input.meetTime}
        onChange={(e) => set('meetTime')(e.target.value)}
        {...bind('meetTime')}
      />
      <TextField
        label="Location"
        autoComplete="off"
        value={input.location}
        textLimit={EVENT_TEXT_LIMITS.location}
        onChange={(e) => set('location')(e.target.value)}
        {...bind('location')}
      />
      <TextField
        label="Opponent"
        hint="Optional"
        autoComplete="off"
        value={input.opponent}
        textLimit={EVENT_TEXT_LIMITS.opponent}
        onChange={(e) => set('opponent')(e.target.value)}
        {...bind('opponent')}
      />
      <TextAreaField
        label="Notes"
        rows={4}
        value={input.notes}
        textLimit={EVENT_TEXT_LIMITS.notes}
        onChange={(e) => set('notes')(e.target.value)}
        {...bind('notes')}
      />
      {isNew ? (
        <TextField
          label="Repeat weekly until"
          type="date"
          hint="Optional: one event each week up to and including this date"
          value={input.repeatUntil}
          onChange={(e) => set('repeatUntil')(e.target.value)}
          {...bind('repeatUntil')}
        />
      ) : null}
      <TextField
        label="Answer by"
        type="datetime-local"
        hint={`Optional, ${timeZone.replaceAll('_', ' ')} time. Answers close then, or at the start.`}
        value={input.answerBy}
        onChange={(e) => set('answerBy')(e.target.value)}
        {...bind('answerBy')}
      />
      {/* a note, not an error: always present, so a screen reader hears it appear */}
      <p className="field-note" role="status">
        {answerByHint}
      </p>
      <label className="checkbox-row">
        <input type="checkbox" checked={input.defaultGoing} onChange={(e) => set('defaultGoing')(e.target.checked)} />
        Everyone is going unless they say no
      </label>
      {inSeries ? <ApplyToChoice value={applyTo} onChange={setApplyTo} /> : null}
      <div className="actions">
        <Button type="submit" busy={!ready}>
          Save
        </Button>
      </div>
    </form>
  );
}
