import { answerActions } from './answer-actions';
import { attendanceActions } from './attendance-actions';
import { cancelActions } from './cancel-actions';
import { deleteActions } from './delete-actions';
import { useEventWrites } from './event-writer';

/**
 * The event page's operations: answers and reasons for everyone it shows, and for staff
 * attendance, `Cancel event`, `Reinstate` and `Delete`. Each is fired, never awaited
 * (docs/architecture.md "Writes and reads at the pitch side"). Undefined until the actor is known.
 */
export function useEventActions() {
  return useEventWrites((writer) => ({
    ...answerActions(writer),
    ...attendanceActions(writer),
    ...cancelActions(writer),
    ...deleteActions(writer),
  }));
}

export type EventActions = NonNullable<ReturnType<typeof useEventActions>>;
