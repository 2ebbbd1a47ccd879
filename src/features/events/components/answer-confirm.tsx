import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../lib/toast';
import {
  type ConfirmableAnswer,
  type ConfirmPerson,
  confirmLabel,
  peopleToConfirm,
} from '../../../domain/events/answer-confirm';
import { useEventAnswers } from '../hooks/use-event-reads';
import { answersClosedFor, type TeamEvent } from '../../../domain/events/event-records';
import { ANSWER_LABELS, eventTexts } from '../../../domain/events/event-texts';
import { personLabel } from '../../../domain/groups/group-texts';
import { useFamily } from '../../../shared/hooks/use-family';
import type { AnswerActions } from '../hooks/answer-actions';
import type { TeamPeople } from '../hooks/use-team-people';

/**
 * The event opened from a notice's `Going` or `Not going` (`?answer=`, docs/notifications.md "On
 * the device"): one button answers, for exactly the people it names, the people I answer for who
 * have not answered that way yet. Nothing is answered before the tap. Closed (for anyone, staff
 * included, on a cancelled event): `Answers are closed`.
 */
export function AnswerConfirm({
  event,
  people,
  actions,
  answer,
  now,
  onDone,
}: {
  event: TeamEvent;
  people: TeamPeople;
  actions: AnswerActions | undefined;
  answer: ConfirmableAnswer;
  now: Date;
  onDone: () => void;
}) {
  const answers = useEventAnswers(event);
  const family = useFamily();
  if (people.mine.length === 0 || answers.status !== 'ready') return null;
  if (answersClosedFor(event, now, people.isStaff))
    return (
      <p className="answer-confirm" role="status">
        {eventTexts.answersClosed}
      </p>
    );
  const firstNames = new Map(family.status === 'ready' ? family.value.map((c) => [c.id, c.firstName]) : []);
  const squadNames = new Map(people.squad.map((member) => [member.personId, personLabel(member.displayName)]));
  const mine: ConfirmPerson[] = people.mine.map(({ personId }) => ({
    personId,
    name: firstNames.get(personId) ?? squadNames.get(personId) ?? personLabel(''),
  }));
  const toConfirm = peopleToConfirm(mine, answers.value, answer);
  const label = confirmLabel(answer, toConfirm, people.me);

  function confirm() {
    if (!actions) return;
    for (const person of toConfirm) actions.answer(event, person.personId, answer);
    toast.success(eventTexts.answerSaved);
    onDone();
  }

  return (
    <Card className="answer-confirm" tone="primary">
      {label ? (
        <Button onClick={confirm} disabled={!actions}>
          {label}
        </Button>
      ) : (
        <p role="status">Already answered: {ANSWER_LABELS[answer]}</p>
      )}
    </Card>
  );
}
