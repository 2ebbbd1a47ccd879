import { Card } from '../../../components/ui/card';
import { ANSWER_GROUPS, squadAnswers } from '../../../domain/events/answer-summary';
import { useAnswerNotes, useEventAnswers } from '../hooks/use-event-reads';
import type { TeamEvent } from '../../../domain/events/event-records';
import { eventTexts } from '../../../domain/events/event-texts';
import type { AnswerActions } from '../hooks/answer-actions';
import type { TeamPeople } from '../hooks/use-team-people';
import { AnswerRegion } from './answer-region';
import { GROUP_TITLES, GROUP_TONES } from './answer-tones';

/**
 * `The squad's answers`: the summary, a region per answer, then the staff with their own answers;
 * staff may answer for anyone there.
 */
export function SquadAnswers({
  event,
  people,
  actions,
}: {
  event: TeamEvent;
  people: TeamPeople;
  actions: AnswerActions | undefined;
}) {
  const answers = useEventAnswers(event);
  const notes = useAnswerNotes(event, people.isStaff, []);
  if (answers.status === 'failed') return <p role="alert">{eventTexts.loadFailed}</p>;
  if (answers.status !== 'ready') return <p role="status">Loading the answers…</p>;
  // the squad is counted; the staff are listed apart with their own answers (docs/team-life.md "Who")
  const { groups, staff, summary } = squadAnswers(people.squad, answers.value, event.defaultGoing);
  const staffNotes = people.isStaff && notes.status === 'ready' ? notes.value : null;
  return (
    <Card title="The squad's answers" className="squad-answers">
      <p className="answer-summary">{summary}</p>
      {ANSWER_GROUPS.map((group) => (
        <AnswerRegion
          key={group}
          title={GROUP_TITLES[group]}
          tone={GROUP_TONES[group]}
          members={groups[group]}
          event={event}
          answers={answers.value}
          notes={staffNotes}
          actions={people.isStaff ? actions : undefined}
        />
      ))}
      {staff.length > 0 ? (
        <AnswerRegion
          title="Staff"
          tone="staff"
          members={staff}
          event={event}
          answers={answers.value}
          notes={staffNotes}
          actions={people.isStaff ? actions : undefined}
          showsEachAnswer
        />
      ) : null}
    </Card>
  );
}
