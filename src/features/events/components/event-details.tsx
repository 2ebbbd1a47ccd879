import { Link } from '@tanstack/react-router';
import { Card } from '../../../components/ui/card';
import type { TeamEvent } from '../../../domain/events/event-records';
import {
  deviceTimeZone,
  formatEventDay,
  formatEventTime,
  formatEventWhen,
  zoneShortName,
} from '../../../domain/events/event-times';

/**
 * When answers close, in the team's zone: its day and time (the formats of event-times.ts), with
 * the zone's short name when the reader's device keeps another (as `When` does).
 */
function answerByText(answerBy: Date, timeZone: string, deviceZone: string): string {
  const text = `${formatEventDay(answerBy, timeZone)} ${formatEventTime(answerBy, timeZone)}`;
  if (deviceZone === timeZone) return text;
  const name = zoneShortName(answerBy, timeZone);
  return name === zoneShortName(answerBy, deviceZone) ? text : `${text} ${name}`;
}

/** `Sat 14 Nov · 18:00–19:30`: a line may break between the parts, never inside one (at the dash). */
function KeptTogether({ text }: { text: string }) {
  const parts = text.split(' · ');
  return parts.map((part, index) => (
    <span key={part}>
      <span className="nowrap">{part}</span>
      {index < parts.length - 1 ? ' · ' : null}
    </span>
  ));
}

/** The event's `Details`: when, the answers' close, meeting, place, opponent, notes, and its team. */
export function EventDetails({ event, teamName }: { event: TeamEvent; teamName: string }) {
  const deviceZone = deviceTimeZone();
  const rows = [
    {
      label: 'When',
      value: <KeptTogether text={formatEventWhen(event.startsAt, event.endsAt, event.timeZone, deviceZone)} />,
    },
    { label: 'Answer by', value: event.answerBy ? answerByText(event.answerBy, event.timeZone, deviceZone) : '' },
    { label: 'Meet', value: event.meetTime },
    { label: 'Location', value: event.location },
    { label: 'Opponent', value: event.opponent },
    { label: 'Notes', value: event.notes },
  ].filter((row) => row.value);
  return (
    <Card title="Details" className="event-details">
      <dl className="details-list">
        {rows.map((row) => (
          <div key={row.label} className="details-row">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
        <div className="details-row">
          <dt>Team</dt>
          <dd>
            <Link to="/teams/$id" params={{ id: event.teamId }}>
              {teamName || 'Team'}
            </Link>
          </dd>
        </div>
      </dl>
    </Card>
  );
}
