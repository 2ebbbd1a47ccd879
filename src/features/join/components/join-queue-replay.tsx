import { useJoinQueueReplay } from '../hooks/use-join-queue-replay';

/**
 * Replays the device queue's joins when the server may be back (see useJoinQueueReplay).
 * Renders nothing: mount it once where a verified session is (the app) and on `/join`; the
 * replays of one tab never overlap, and tabs take turns.
 */
export function JoinQueueReplay() {
  useJoinQueueReplay();
  return null;
}
