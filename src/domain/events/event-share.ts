import { personLabel } from '../groups/group-texts';
import type { Member } from '../groups/group-types';
import type { TeamEvent } from './event-records';
import { deviceTimeZone, formatEventWhen } from './event-times';

/**
 * The short text staff's `Share` sends with an event's link (docs/team-life.md "Share"): what,
 * when and where, and who has not answered yet, so a nudge in the group chat names them.
 */
export function eventShareText(event: TeamEvent, teamName: string, notAnswered: readonly Member[]): string {
  const lines = [
    `${teamName ? `${teamName}: ` : ''}${event.title}${event.status === 'cancelled' ? ' (cancelled)' : ''}`,
    formatEventWhen(event.startsAt, event.endsAt, event.timeZone, deviceTimeZone()),
    ...(event.location ? [event.location] : []),
    notAnswered.length > 0
      ? `No answer yet: ${notAnswered.map((member) => personLabel(member.displayName)).join(', ')}`
      : 'Everyone has answered',
  ];
  return lines.join('\n');
}
