import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { isDeviceOnly } from '../../../components/ui/device-only-note';
import { calendarTexts } from '../model/calendar-texts';

// Its own chunk, loaded when the section is opened: the schedule itself carries only the section's words.
const FeedLink = lazy(() => import('./calendar-feed-link').then((module) => ({ default: module.FeedLink })));

/**
 * `/schedule` → `Subscribe in your calendar` (docs/notifications.md "On the device"): the feed's
 * `webcal:` link, `Copy link`, `Add to Google Calendar`, `Reset link`. The feed is read, or made,
 * only when the section is opened, so a visit to the schedule writes nothing. The local build
 * has no server to serve a feed: it says so.
 */
export function CalendarSubscribe() {
  const [opened, setOpened] = useState(false);
  return (
    <div className="page calendar-subscribe">
      <Card title={calendarTexts.title} tone="quiet">
        {isDeviceOnly() ? (
          <p>{calendarTexts.needsCloud}</p>
        ) : (
          <>
            <p className="muted">{calendarTexts.intro}</p>
            <p className="muted">{calendarTexts.refresh}</p>
            {opened ? (
              <Suspense fallback={<p role="status">{calendarTexts.loading}</p>}>
                <FeedLink />
              </Suspense>
            ) : (
              <div className="actions">
                <Button variant="secondary" onClick={() => setOpened(true)}>
                  Show calendar link
                </Button>
              </div>
            )}
          </>
        )}
      </Card>
    </div>
  );
}
