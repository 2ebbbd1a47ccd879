import { useState } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../lib/toast';
import { personLabel } from '../../../domain/groups/group-texts';
import type { Member } from '../../../domain/groups/group-types';
import { answerGroupOf, splitSquad } from '../../../domain/events/answer-summary';
import { useAttendance, useEventAnswers } from '../hooks/use-event-reads';
import type { TeamEvent } from '../../../domain/events/event-records';
import { eventTexts } from '../../../domain/events/event-texts';
import type { AttendanceActions } from '../hooks/attendance-actions';

/**
 * `Attendance` (staff, from the event's start on): a checkbox per member of the squad (the staff
 * are not taken: docs/team-life.md "Who"), as last saved, or pre-filled from the answers (those
 * going); `Save attendance` writes it in one document.
 */
export function AttendanceCard({
  event,
  members,
  actions,
}: {
  event: TeamEvent;
  /** the team's members: the squad is taken from them */
  members: readonly Member[];
  actions: AttendanceActions;
}) {
  const { squad } = splitSquad(members);
  const saved = useAttendance(event, true);
  const answers = useEventAnswers(event);
  if (saved.status !== 'ready' || answers.status !== 'ready') {
    return (
      <Card title="Attendance">
        <p role="status">
          {saved.status === 'failed' || answers.status === 'failed' ? eventTexts.loadFailed : 'Loading…'}
        </p>
      </Card>
    );
  }
  const initial = new Map(
    squad.map((member) => [
      member.personId,
      saved.value?.get(member.personId) ??
        answerGroupOf(answers.value.get(member.personId), event.defaultGoing) === 'going',
    ]),
  );
  return (
    <AttendanceForm
      key={saved.value ? 'saved' : 'answers'}
      event={event}
      squad={squad}
      initial={initial}
      actions={actions}
    />
  );
}

function AttendanceForm({
  event,
  squad,
  initial,
  actions,
}: {
  event: TeamEvent;
  squad: Member[];
  initial: Map<string, boolean>;
  actions: AttendanceActions;
}) {
  // only the boxes ticked or unticked here: the others follow `initial`, which follows the answers
  // (staff may change one on this page) until attendance is saved
  const [changed, setChanged] = useState<ReadonlyMap<string, boolean>>(new Map());
  const present = new Map(
    squad.map((member) => [member.personId, changed.get(member.personId) ?? initial.get(member.personId) ?? false]),
  );
  return (
    <Card title="Attendance" className="attendance">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          actions.attendance(event, present);
          toast.success(eventTexts.attendanceSaved);
        }}
      >
        {squad.length === 0 ? (
          <p className="muted">No players yet</p>
        ) : (
          <ul className="quiet-list attendance-list">
            {squad.map((member) => (
              <li key={member.personId}>
                <label className="checkbox-row">
                  <input
                    type="checkbox"
                    checked={present.get(member.personId) ?? false}
                    onChange={(e) => setChanged(new Map(changed).set(member.personId, e.target.checked))}
                  />
                  <Avatar name={member.displayName} size="sm" />
                  <span className="attendance-name">{personLabel(member.displayName)}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
        <div className="actions">
          <Button type="submit">Save attendance</Button>
        </div>
      </form>
    </Card>
  );
}
