import { useId } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { PendingBadge } from '../../../components/ui/pending-badge';
import { toast } from '../../../lib/toast';
import { personLabel } from '../../../domain/groups/group-texts';
import type { Member } from '../../../domain/groups/group-types';
import type { AnswerGroup as Group } from '../../../domain/events/answer-summary';
import { type Answer, type AnswerNote, answeredByOther, type TeamEvent } from '../../../domain/events/event-records';
import { ANSWER_LABELS, eventTexts } from '../../../domain/events/event-texts';
import { ANSWER_STATUSES } from '../../../domain/schema/collections';
import { takesReason } from '../../../domain/choices/answer-statuses';
import type { AnswerActions } from '../hooks/answer-actions';
import { GROUP_TITLES, GROUP_TONES } from './answer-tones';
import { cancelledMarkId } from './cancelled-mark';

/**
 * One person in a region of the squad's answers: their avatar and name, the reason where staff may
 * read it, and for staff `Answer for {name}` to answer on their behalf.
 */
export function AnswerRow({
  member,
  event,
  answer,
  note,
  actions,
  showsAnswer,
}: {
  member: Member;
  event: TeamEvent;
  answer: Answer | undefined;
  note: AnswerNote | undefined;
  actions: AnswerActions | undefined;
  showsAnswer: boolean;
}) {
  const selectId = useId();
  const name = personLabel(member.displayName);
  const why = [note?.reason, note?.note].filter(Boolean).join(': ');
  const own: Group = answer?.status ?? 'none';
  const by = answeredByOther(answer);
  // a cancelled event takes no answer, staff's included
  const cancelled = event.status === 'cancelled';
  return (
    <li className="answer-row">
      <Avatar name={member.displayName} size="sm" />
      <span className="answer-name">{name}</span>
      {showsAnswer ? (
        <span className={`answer-state answer-state-${GROUP_TONES[own]}`}>{GROUP_TITLES[own]}</span>
      ) : null}
      {by ? <span className="muted answer-by">{eventTexts.answeredBy(by)}</span> : null}
      {why && takesReason(answer?.status) ? <span className="muted answer-why">{why}</span> : null}
      {answer?.pending ? <PendingBadge /> : null}
      {actions ? (
        <span className="answer-for">
          <label htmlFor={selectId} className="visually-hidden">
            Answer for {name}
          </label>
          <select
            id={selectId}
            value={answer?.status ?? ''}
            disabled={cancelled}
            aria-describedby={cancelled ? cancelledMarkId(event.id) : undefined}
            onChange={(e) => {
              const status = e.target.value as (typeof ANSWER_STATUSES)[number];
              if (!status) return;
              actions.answer(event, member.personId, status);
              toast.success(eventTexts.answerSaved);
            }}
          >
            <option value="">No answer</option>
            {ANSWER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {ANSWER_LABELS[status]}
              </option>
            ))}
          </select>
        </span>
      ) : null}
    </li>
  );
}
