import { useEffect, useId, useState } from 'react';
import { TextField } from '../../../components/ui/form-field';
import { PendingBadge } from '../../../components/ui/pending-badge';
import { afterNextPaint } from '../../../lib/after-paint';
import { toast } from '../../../lib/toast';
import { ANSWER_REASONS, ANSWER_STATUSES } from '../../../domain/schema/collections';
import { ANSWER_CHOICES, takesReason } from '../../../domain/choices/answer-statuses';
import {
  type Answer,
  type AnswerNote,
  type AnswerReason,
  type AnswerStatus,
  answeredByOther,
  type TeamEvent,
} from '../../../domain/events/event-records';
import { ANSWER_LABELS, eventTexts } from '../../../domain/events/event-texts';
import { ANSWER_NOTE_MAX, checkAnswerNote } from '../../../domain/events/event-fields';
import { closedNotice } from '../../../domain/events/answer-deadline';
import { useAnswerNotes } from '../hooks/use-event-reads';
import { deviceTimeZone } from '../../../domain/events/event-times';
import type { AnswerActions } from '../hooks/answer-actions';

export interface AnswerPerson {
  personId: string;
  /** `Your answer` for myself, the child's first and last name for a child */
  label: string;
}

interface AnswerGroupProps {
  event: TeamEvent;
  person: AnswerPerson;
  answer: Answer | undefined;
  /** the reason and note, where I may read them (undefined: none yet, or read here when open) */
  note: AnswerNote | undefined;
  /** answers closed for me (staff may still answer, unless the event is cancelled) */
  closed: boolean;
  actions: AnswerActions | undefined;
  /**
   * `Reason` and `Note` while `Maybe` or `Not going`: always (the event page, `note` given), or on
   * a card once `Maybe` or `Not going` is chosen there or `Reason and note` pressed (the note read
   * then), or never
   */
  withReason?: boolean | 'on-choice';
  /** the device's clock (the year of `Answers are closed …`) */
  now?: Date;
}

/** each answer's colour class (docs/team-life.md "Answers in colour and words") */

/**
 * One person's answer (docs/team-life.md "Answers"): a radio group `Going`, `Maybe`, `Not going`
 * saved at once, each in its colour and its word. Beside the name, `No answer` when there is none;
 * in "going unless they say no" mode `Going` is checked instead, with `Going unless you say no`.
 * While it is `Maybe` or `Not going`, a `Reason` and a `Note` saved on change. Closed: disabled,
 * with `Answers are closed` and the time they closed, or `Cancelled` on a cancelled event.
 */
export function AnswerGroup({
  event,
  person,
  answer,
  note,
  closed,
  actions,
  withReason = true,
  now = new Date(),
}: AnswerGroupProps) {
  const labelId = useId();
  const stateId = useId();
  const closedId = useId();
  const name = `answer-${event.id}-${person.personId}`;
  const disabled = closed || !actions;
  const saved = answer?.status;
  // the choice shows at once; the stored answer takes over as soon as it changes (the write landing, or reverting)
  const [chosen, setChosen] = useState<{ status: AnswerStatus; over: typeof saved } | null>(null);
  // once the stored answer has moved, the choice is spent (set while rendering, as React allows for this)
  if (chosen && chosen.over !== saved) setChosen(null);
  // a card opens the reason once `Maybe` or `Not going` is chosen on it (after the tap's frame has
  // painted: the fields are not the tap's work), or asked for
  const [open, setOpen] = useState<'no' | 'soon' | 'yes'>('no');
  useEffect(() => (open === 'soon' ? afterNextPaint(() => setOpen('yes')) : undefined), [open]);
  const answered = chosen && chosen.over === saved ? chosen.status : saved;
  // "going unless they say no": no answer counts as going, and shows so
  const assumedGoing = answered === undefined && event.defaultGoing;
  const current = answered ?? (event.defaultGoing ? 'going' : undefined);
  const by = answeredByOther(answer);

  function choose(status: AnswerStatus) {
    if (!actions || status === answered) return;
    setChosen({ status, over: saved });
    setOpen((was) => (!takesReason(status) ? 'no' : was === 'yes' ? 'yes' : 'soon'));
    // refused (answers closed meanwhile, on the server's clock or by a cancellation), the stored answer shows again
    actions.answer(event, person.personId, status, () => setChosen(null));
    // the choice paints first: the toast's own render is not the tap's frame
    afterNextPaint(() => toast.success(eventTexts.answerSaved));
  }

  const stateText =
    answered !== undefined
      ? null
      : assumedGoing && !closed
        ? eventTexts.goingUnlessNo
        : assumedGoing
          ? null
          : eventTexts.noAnswer;
  const notice = closed ? closedNotice(event, now, deviceTimeZone()) : null;
  const describedBy = [stateText ? stateId : null, closed ? closedId : null].filter(Boolean).join(' ') || undefined;
  const reasonShown =
    actions !== undefined &&
    takesReason(current) &&
    (withReason === true || (withReason === 'on-choice' && open === 'yes' && !disabled));
  const canOpen =
    withReason === 'on-choice' && actions !== undefined && !disabled && takesReason(current) && open === 'no';

  return (
    <div className="answer-group">
      <div role="radiogroup" aria-labelledby={labelId} aria-describedby={describedBy} className="answer-radios">
        <div className="answer-person">
          <span id={labelId} className="answer-label">
            {person.label}
          </span>
          {stateText ? (
            <span id={stateId} className={assumedGoing ? 'answer-state answer-state-assumed' : 'answer-state'}>
              {stateText}
            </span>
          ) : null}
          {by && answered === saved ? <span className="muted answer-by">{eventTexts.answeredBy(by)}</span> : null}
          {answer?.pending ? <PendingBadge /> : null}
        </div>
        <div className="answer-choices">
          {ANSWER_STATUSES.map((status) => (
            <label key={status} className={`answer-choice answer-choice-${ANSWER_CHOICES[status].tone}`}>
              <input
                type="radio"
                name={name}
                value={status}
                checked={current === status}
                disabled={disabled}
                onChange={() => choose(status)}
              />
              <span>{ANSWER_LABELS[status]}</span>
            </label>
          ))}
        </div>
        {notice ? (
          <p id={closedId} className="answer-closed">
            <span>{notice.text}</span>
            {notice.at ? (
              <>
                {' '}
                <span className="answer-closed-at">{notice.at}</span>
              </>
            ) : null}
          </p>
        ) : null}
      </div>
      {canOpen ? (
        <button type="button" className="answer-open-reason" aria-expanded="false" onClick={() => setOpen('yes')}>
          {eventTexts.reasonAndNote}
        </button>
      ) : null}
      {reasonShown && actions ? (
        withReason === true ? (
          <ReasonFields event={event} person={person} note={note} disabled={disabled} actions={actions} />
        ) : (
          <CardReason event={event} person={person} disabled={disabled} actions={actions} />
        )
      ) : null}
    </div>
  );
}

/**
 * A card's `Reason` and `Note`: the person's note read by id (theirs, their parent's, staff's to
 * read), once the tap that opened them has painted: the read (and on the local backend its rules
 * check) is not the tap's work. The stored reason and note fill the fields when they arrive.
 */
function CardReason({
  event,
  person,
  disabled,
  actions,
}: {
  event: TeamEvent;
  person: AnswerPerson;
  disabled: boolean;
  actions: AnswerActions;
}) {
  const [reading, setReading] = useState(false);
  useEffect(() => afterNextPaint(() => setReading(true)), []);
  const notes = useAnswerNotes(event, false, reading ? [person.personId] : []);
  const note = notes.status === 'ready' ? notes.value.get(person.personId) : undefined;
  return <ReasonFields event={event} person={person} note={note} disabled={disabled} actions={actions} />;
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
  actions: AnswerActions;
}) {
  const reasonId = useId();
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

  /**
   * Saves the reason and the note together. A note over its limit (docs/product.md "Text limits")
   * saves nothing: it stays as typed beside its message, and no `Answer saved` is shown.
   */
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
      <TextField
        label="Note"
        textLimit={ANSWER_NOTE_MAX}
        error={error ?? undefined}
        value={text}
        disabled={disabled}
        onChange={(e) => {
          const next = e.target.value;
          setTyping(true);
          setText(next);
          // the message goes once the text fits again
          if (error && checkAnswerNote(next).ok) setError(null);
        }}
        onBlur={() => save(reason, text)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') save(reason, text);
        }}
      />
    </div>
  );
}
