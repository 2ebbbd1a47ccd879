/**
 * The words of `/schedule`'s `Subscribe in your calendar` (docs/product.md "Notifications"), apart
 * from the Notifications page's so the schedule's chunk carries only these.
 */
export const calendarTexts = {
  title: 'Subscribe in your calendar',
  needsCloud:
    'Calendar feeds need Cloud sync. This app is running on this device only, so no calendar app can read your schedule from it. Use Export calendar instead.',
  intro: 'Your calendar app shows every event of your teams and your children’s teams, and keeps them up to date.',
  refresh:
    'Calendar apps refresh a subscription only every few hours, so a change can take that long to show there. Changes also come by notification.',
  link: 'Calendar link',
  copy: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'Could not copy the link',
  google: 'Add to Google Calendar',
  reset: 'Reset link',
  resetTitle: 'Reset the calendar link?',
  resetDescription:
    'The old link stops working: calendars subscribed with it show no more updates. Subscribe again with the new link.',
  resetDone: 'Calendar link reset',
  private: 'Anyone with this link can see your schedule: share it with nobody.',
  offline: 'Your calendar link needs a connection the first time. It shows here once you are back online.',
  loading: 'Loading your calendar link…',
  loadFailed: 'Could not load your calendar link',
  saveFailed: 'Could not save the calendar link',
} as const;
