import { useEffect, useState } from 'react';
import { useSeriesFollowing } from './use-event-reads';
import type { TeamEvent } from '../../../domain/events/event-records';
import type { ApplyTo } from '../components/apply-to-choice';

/**
 * `Apply to` of the `Cancel event` and `Delete` dialogs on an event of a series (docs/team-life.md
 * "Editing a series"): the series' later events are read only while the dialog is open, and the
 * choice starts at `This event` each time it opens.
 */
export function useSeriesScope(event: TeamEvent, open: boolean) {
  // an event with no series reads nothing (useSeriesFollowing answers none at once)
  const following = useSeriesFollowing(open ? event : { ...event, seriesId: null });
  const [applyTo, setApplyTo] = useState<ApplyTo>('this');
  useEffect(() => {
    if (open) setApplyTo('this');
  }, [open]);
  const ready = following.status === 'ready';
  return {
    /** the choice is asked: an event of a series, its later events read */
    asked: event.seriesId !== null && ready,
    applyTo,
    setApplyTo,
    /** the later events the dialog applies to besides this one (none for `This event`) */
    later: applyTo === 'following' && ready ? following.value : [],
  };
}

export type SeriesScope = ReturnType<typeof useSeriesScope>;
