import { useId, useState } from 'react';
import { PendingBadge } from '../../../components/ui/pending-badge';
import { toast } from '../../../lib/toast';
import { ANSWER_REASONS, ANSWER_STATUSES } from '../../../domain/schema/collections';
import type { Answer, AnswerNote, AnswerReason, TeamEvent } from '../../../domain/events/event-records';
import { ANSWER_LABELS, eventTexts } from '../../../domain/events/event-texts';
import { checkAnswerNote } from '../../../domain/events/event-fields';
import type { EventActions } from '../hooks/use-event-actions';

export interface AnswerPerson {
  personId: string;
  /** `Your answer` for myself, the child's first and last name for a child */
  label: string;
}

interface AnswerGroupProps {
  event: TeamEvent;
  person: AnswerPerson;
  answer: Answer | undefined;
  /** the reason and note, where I may read them (undefined: none yet) */
  note: AnswerNote | undefined;
  /** answers closed for me (staff may still answer) */
  closed: boolean;
  actions: EventActions | undefined;
  /** show `Reason` and `Note` (the event page); the schedule shows the radios alone */
  withReason?: boolean;
}

/**
 * One person's answer (docs/product.md "Team life"): a radio group `Going`, `Maybe`, `Not going`
 * saved at once; while it is `Maybe` or `Not going`, a `Reason` and a `Note` saved on change.
 * Closed: disabled, with `Answers are closed`.
 */
export function AnswerGroup({ event, person, answer, note, closed, actions, withReason = true }: AnswerGroupProps) {
  const labelId = useId();
  const name = `answer-${event.id}-${person.personId}`;
  const disabled = closed || !actions;
  const saved = answer?.status;
  // the choice shows at once; the stored answer takes over as soon as it changes (the write landing, or reverting)
  const [chosen, setChosen] = useState<{ status: (typeof ANSWER_STATUSES)[number]; over: typeof saved } | null>(null);
  // once the stored answer has moved, the choice is spent (set while rendering, as React allows for this)
  if (chosen && chosen.over !== saved) setChosen(null);
  const current = chosen && chosen.over === saved ? chosen.status : saved;

  function choose(status: (typeof ANSWER_STATUSES)[number]) {
    if (!actions || status === current) return;
    setChosen({ status, over: saved });
    actions.answer(event, person.personId, status);
    toast.success(eventTexts.answerSaved);
  }

  return (
    <div className="answer-group">
      <div role="radiogroup" aria-labelledby={labelId} className="answer-radios">
        <span id={labelId} className="answer-label">
          {person.label}
        </span>
        {ANSWER_STATUSES.map((status) => (
          <label key={status} className="answer-choice">
            <input
              type="radio"
              name={name}
              value={status}
              checked={current === status}
              disabled={disabled}
              onChange={() => choose(status)}
            />
            {ANSWER_LABELS[status]}
          </label>
        ))}
        {answer?.pending ? <PendingBadge /> : null}
      </div>
      {closed ? <p className="answer-closed">{eventTexts.answersClosed}</p> : null}
      {withReason && (current === 'maybe' || current === 'notGoing') && actions ? (
        <ReasonFields event={event} person={person} note={note} disabled={disabled} actions={actions} />
      ) : null}
    </div>
  );
}

function ReasonFields({
  event,
  person,
  note,
  disabled,
  actions,
}: {
  event: TeamEvent;
  person: AnswerPerson;
  note: AnswerNote | undefined;
  disabled: boolean;
  actions: EventActions;
}) {
  const reasonId = useId();
  const noteId = useId();
  const storedReason = note?.reason ?? '';
  const storedText = note?.note ?? '';
  const [reason, setReason] = useState<AnswerReason | ''>(storedReason);
  const [text, setText] = useState(storedText);
  // the note being typed and not yet saved: a stored change (this device's reason landing, another
  // device's edit) must not wipe it
  const [typing, setTyping] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // follow what is stored when it changes (set while rendering, as React allows for derived state)
  const [seen, setSeen] = useState({ reason: storedReason, text: storedText });
  if (seen.reason !== storedReason || seen.text !== storedText) {
    setSeen({ reason: storedReason, text: storedText });
    setReason(storedReason);
    if (!typing) setText(storedText);
  }

  function save(nextReason: AnswerReason | '', nextText: string) {
    const checked = checkAnswerNote(nextText);
    if (!checked.ok) {
      setError(checked.error);
      toast.error(checked.error);
      return;
    }
    setError(null);
    setTyping(false);
    if (nextReason === storedReason && checked.value === storedText) return;
    actions.note(event, person.personId, { reason: nextReason, note: checked.value });
    toast.success(eventTexts.answerSaved);
  }

  return (
    <div className="answer-reason">
      <div className="field">
        <label htmlFor={reasonId}>Reason</label>
        <select
          id={reasonId}
          value={reason}
          disabled={disabled}
          onChange={(e) => {
            const next = e.target.value as AnswerReason | '';
            setReason(next);
            save(next, text);
          }}
        >
          <option value="">—</option>
          {ANSWER_REASONS.map((each) => (
            <option key={each} value={each}>
              {each}
            </option>
          ))}
        </select>
      </div>
      <div className={error ? 'field field-invalid' : 'field'}>
        <label htmlFor={noteId}>Note</label>
        <input
          id={noteId}
          value={text}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${noteId}-error` : undefined}
          onChange={(e) => {
            setTyping(true);
            setText(e.target.value);
          }}
          onBlur={() => save(reason, text)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') save(reason, text);
          }}
        />
        {error ? (
          <p id={`${noteId}-error`} className="field-error">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
