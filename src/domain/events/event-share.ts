import { personLabel } from '../groups/group-texts';
import type { Member } from '../groups/group-types';
import { listedAsStaff } from './answer-summary';
import type { TeamEvent } from './event-records';
import { deviceTimeZone, formatEventWhen } from './event-times';

/**
 * The short text staff's `Share` sends with an event's link (docs/team-life.md "Share"): what,
 * when and where, and who of the squad has not answered yet, so a nudge in the group chat names
 * them. Staff are never named (docs/team-life.md "Who"), even when given.
 */
export function eventShareText(event: TeamEvent, teamName: string, notAnswered: readonly Member[]): string {
  const squad = notAnswered.filter((member) => !listedAsStaff(member));
  const lines = [
    `${teamName ? `${teamName}: ` : ''}${event.title}${event.status === 'cancelled' ? ' (cancelled)' : ''}`,
    formatEventWhen(event.startsAt, event.endsAt, event.timeZone, deviceTimeZone()),
    ...(event.location ? [event.location] : []),
    squad.length > 0
      ? `No answer yet: ${squad.map((member) => personLabel(member.displayName)).join(', ')}`
      : 'Everyone has answered',
  ];
  return lines.join('\n');
}
