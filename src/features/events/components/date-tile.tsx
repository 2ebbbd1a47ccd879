import { eventDayParts, formatEventDay } from '../../../domain/events/event-times';

/**
 * An event's day as a tile (docs/team-life.md "Schedule and Next up"): weekday, day and month on
 * the team's wall clock, the year under them when it is not this year. One image to assistive
 * technology, named `Thu 3 Dec`.
 */
export function DateTile({ instant, timeZone, now }: { instant: Date; timeZone: string; now: Date }) {
  const parts = eventDayParts(instant, timeZone, now);
  return (
    <div className="date-tile" role="img" aria-label={formatEventDay(instant, timeZone, now)}>
      <span className="date-tile-weekday">{parts.weekday}</span>
      <span className="date-tile-day">{parts.day}</span>
      <span className="date-tile-month">{parts.month}</span>
      {parts.year ? <span className="date-tile-year">{parts.year}</span> : null}
    </div>
  );
}
