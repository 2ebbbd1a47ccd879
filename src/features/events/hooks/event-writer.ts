import type { DataPort } from '../../../backend/ports';
import type { Actor } from '../../../domain/groups/actor';
import { useActor } from '../../../shared/hooks/use-actor';
import type { NewId } from '../../../domain/events/edit-plans';
import { toastFailure } from '../../../domain/writes/report';

/** What every event operation writes with. */
export interface EventWriter {
  actor: Actor;
  data: DataPort;
  /** a later refusal reaches the toast with this message */
  fail: (message: string) => (error: unknown) => void;
  /** each submit that changes events draws its one edit id through this (edit-plans.ts) */
  newId: NewId;
}

function eventWriter({ actor, data }: { actor: Actor; data: DataPort }): EventWriter {
  return {
    actor,
    data,
    fail: (message) => (error) => toastFailure(message, error),
    newId: (collection) => data.newId(collection),
  };
}

/**
 * The operations `part` makes, with who writes them: each plans its writes and fires them, never
 * awaited (docs/architecture.md "Writes and reads at the pitch side"); a later refusal reaches the
 * toast. Undefined until the actor is known.
 */
export function useEventWrites<T extends object>(part: (writer: EventWriter) => T): (T & { actor: Actor }) | undefined {
  const acting = useActor();
  if (!acting) return undefined;
  return { actor: acting.actor, ...part(eventWriter(acting)) };
}
