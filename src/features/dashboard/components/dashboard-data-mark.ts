import { useEffect } from 'react';

/**
 * The User Timing mark `npm run bench` reads: set once per page load, when the dashboard's
 * cards first show the user's data from the store (profile, clubs, teams, and children for a
 * Parent), so "time to dashboard data" means the same on both backends.
 */
export const DASHBOARD_DATA_MARK = 'pitchside:dashboard-data';

export function useDashboardDataMark(shown: boolean): void {
  useEffect(() => {
    if (!shown || typeof performance?.mark !== 'function') return;
    if (performance.getEntriesByName(DASHBOARD_DATA_MARK, 'mark').length === 0) performance.mark(DASHBOARD_DATA_MARK);
  }, [shown]);
}
