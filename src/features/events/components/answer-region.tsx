import { useId } from 'react';
import type { Answer, AnswerNote, TeamEvent } from '../../../domain/events/event-records';
import type { Member } from '../../../domain/groups/group-types';
import type { AnswerActions } from '../hooks/answer-actions';
import { AnswerRow } from './answer-row';

/**
 * One region of the answers: a heading in words with the answer's colour beside it, then each
 * person with their avatar. The `Staff` region is no answer of its own, so each row there says its
 * person's answer in words and colour (`No answer` when none, whatever the mode).
 */
export function AnswerRegion({
  title,
  tone,
  members,
  event,
  answers,
  notes,
  actions,
  showsEachAnswer = false,
}: {
  title: string;
  tone: string;
  members: Member[];
  event: TeamEvent;
  answers: ReadonlyMap<string, Answer>;
  notes: ReadonlyMap<string, AnswerNote> | null;
  actions: AnswerActions | undefined;
  showsEachAnswer?: boolean;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`answer-region answer-region-${tone}`}>
      <h3 id={headingId}>{title}</h3>
      {members.length === 0 ? (
        <p className="muted">Nobody</p>
      ) : (
        <ul className="quiet-list">
          {members.map((member) => (
            <AnswerRow
              key={member.personId}
              member={member}
              event={event}
              answer={answers.get(member.personId)}
              note={notes?.get(member.personId)}
              actions={actions}
              showsAnswer={showsEachAnswer}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
