import type { Answer } from '../../../domain/events/event-records';
import type { ScheduleItem } from '../hooks/use-schedule';
import { useAnswerActions } from '../hooks/answer-actions';
import { EventCard } from './event-card';

/**
 * `Next up`'s event: the schedule's card with this device's answer actions. The dashboard loads it
 * after its first paint (a lazy chunk, precached), so the start screen does not carry the card and
 * the answer writes (docs/PERFORMANCE.md "The start-up chain").
 */
export function NextUpEvent({
  item,
  answers,
  now,
  deviceZone,
}: {
  item: ScheduleItem;
  answers: ReadonlyMap<string, Answer>;
  now: Date;
  deviceZone: string;
}) {
  const actions = useAnswerActions();
  return <EventCard as="div" item={item} answers={answers} actions={actions} now={now} deviceZone={deviceZone} />;
}
