import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../lib/toast';
import type { QueuedJoin } from '../../../backend/ports';
import { groupTexts } from '../../../domain/groups/group-texts';
import { useQueuedJoins } from '../hooks/use-queued-joins';
import { queueTexts, whoJoinsLabel } from '../model/queued-join';

/**
 * `/join`, firebase backend: the joins waiting in the device queue for the server, oldest
 * first (the order they will be tried in), each with who joins and `Cancel`. Shown only while
 * something waits; nothing at all on a backend without a queue.
 */
export function QueuedJoins() {
  const { queue, state } = useQueuedJoins();
  const [cancelling, setCancelling] = useState<string | null>(null);
  if (!queue || state.status === 'loading' || (state.status === 'ready' && state.value.length === 0)) return null;

  async function cancel(queued: QueuedJoin) {
    if (!queue) return;
    setCancelling(queued.id);
    try {
      await queue.remove(queued.id);
    } catch (error) {
      console.error('The queued join could not be cancelled', error);
      toast.error(groupTexts.deleteFailed);
    } finally {
      setCancelling(null);
    }
  }

  return (
    <Card title={queueTexts.heading} className="group-section">
      {state.status !== 'ready' ? (
        <p className="muted">{groupTexts.loadFailed}</p>
      ) : (
        <>
          <p className="muted">Each finishes when you are back online, in this order.</p>
          <ul className="group-list">
            {state.value.map((queued) => (
              <li key={queued.id} className="group-item">
                <div className="group-item-text">
                  <span className="group-name">{queued.code}</span>
                  <span className="group-details-line muted">{whoJoinsLabel(queued)}</span>
                </div>
                <div className="group-item-actions">
                  <Button
                    variant="secondary"
                    className="small"
                    busy={cancelling === queued.id}
                    onClick={() => void cancel(queued)}
                  >
                    {queueTexts.cancel}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
