import { useState } from 'react';
import { Button, buttonClassName } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PendingBadge } from '../../../components/ui/pending-badge';
import { toast } from '../../../lib/toast';
import { type CalendarFeed, useCalendarFeed } from '../hooks/use-calendar-feed';
import { feedWebcalUrl, googleCalendarUrl } from '../model/calendar-feed';
import { calendarTexts } from '../model/calendar-texts';

/** The opened section's feed: read, or made, now; then its link and actions. */
export function FeedLink() {
  const { feed, reset } = useCalendarFeed();
  if (feed.status === 'failed')
    return <p role="alert">{calendarTexts.loadFailed}. Check your connection and try again.</p>;
  if (feed.status === 'not-on-device') return <p role="status">{calendarTexts.offline}</p>;
  if (feed.status !== 'ready') return <p role="status">{calendarTexts.loading}</p>;
  return <FeedActions feed={feed.value} onReset={reset} />;
}

function FeedActions({ feed, onReset }: { feed: CalendarFeed; onReset: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const url = feedWebcalUrl(window.location.host, feed.token);

  function copy() {
    const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
    if (!clipboard) {
      toast.error(calendarTexts.copyFailed);
      return;
    }
    clipboard.writeText(url).then(
      () => toast.success(calendarTexts.copied),
      () => toast.error(calendarTexts.copyFailed),
    );
  }

  return (
    <>
      <p className="feed-link">
        <span className="visually-hidden">{calendarTexts.link}: </span>
        <code>{url}</code>
        {feed.pending ? <PendingBadge /> : null}
      </p>
      <p className="muted">{calendarTexts.private}</p>
      <div className="actions">
        <Button variant="secondary" onClick={copy}>
          {calendarTexts.copy}
        </Button>
        <a className={buttonClassName('secondary')} href={googleCalendarUrl(url)} target="_blank" rel="noreferrer">
          {calendarTexts.google}
        </a>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {calendarTexts.reset}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={calendarTexts.resetTitle}
        description={calendarTexts.resetDescription}
        confirmLabel={calendarTexts.reset}
        onConfirm={() => {
          onReset();
          toast.success(calendarTexts.resetDone);
        }}
      />
    </>
  );
}
