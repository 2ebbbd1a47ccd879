/**
 * Marks something written on this device that the server has not confirmed yet (offline
 * first: the write is kept and syncs later), so nobody mistakes it for shared already.
 */
export function PendingBadge() {
  return <span className="pending-badge">Waiting to sync</span>;
}
