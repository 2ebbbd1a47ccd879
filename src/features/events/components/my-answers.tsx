import { Card } from '../../../components/ui/card';
import { useAnswerNotes, useEventAnswers } from '../hooks/use-event-reads';
import { answersClosedFor, type TeamEvent } from '../../../domain/events/event-records';
import type { AnswerActions } from '../hooks/answer-actions';
import type { TeamPeople } from '../hooks/use-team-people';
import { AnswerGroup } from './answer-group';

/** `Your answers`: an answer, with its reason and note, for each person I answer for on the team. */
export function MyAnswers({
  event,
  people,
  actions,
  now,
}: {
  event: TeamEvent;
  people: TeamPeople;
  actions: AnswerActions | undefined;
  now: Date;
}) {
  const answers = useEventAnswers(event);
  const notes = useAnswerNotes(
    event,
    people.isStaff,
    people.mine.map((person) => person.personId),
  );
  if (people.mine.length === 0) return null;
  const closed = answersClosedFor(event, now, people.isStaff);
  const answerOf = (personId: string) => (answers.status === 'ready' ? answers.value.get(personId) : undefined);
  const noteOf = (personId: string) => (notes.status === 'ready' ? notes.value.get(personId) : undefined);
  return (
    <Card title="Your answers" className="my-answers">
      {people.mine.map((person) => (
        <AnswerGroup
          key={person.personId}
          event={event}
          person={person}
          answer={answerOf(person.personId)}
          note={noteOf(person.personId)}
          closed={closed}
          actions={actions}
        />
      ))}
    </Card>
  );
}
