import { fireUnits, nowIso } from '../../../domain/writes/fire-units';
import { planAttendance } from '../../../domain/events/event-plans';
import type { TeamEvent } from '../../../domain/events/event-records';
import type { EventWriter } from './event-writer';

/** Staff's `Save attendance`: who was there, in one document. */
export function attendanceActions({ actor, data, fail }: EventWriter) {
  return {
    attendance(event: TeamEvent, present: ReadonlyMap<string, boolean>): void {
      fireUnits(data, [planAttendance({ actor, event, present, now: nowIso() })], fail('Could not save attendance'));
    },
  };
}

export type AttendanceActions = ReturnType<typeof attendanceActions>;
