/** The words of the Notifications page and the calendar subscription (docs/product.md "Notifications"). */
export const notificationTexts = {
  title: 'Notifications',
  needsCloud:
    'Notifications need Cloud sync. This app is running on this device only, so nothing can reach you while it is closed.',
  deviceSwitch: 'Notifications on this device',
  deviceHint: 'Pitchside tells you on this phone or computer, even when the app is closed.',
  noKey: 'Notifications are not set up for this copy of Pitchside yet: ask whoever runs it to add its push key.',
  unsupported:
    'This browser cannot show notifications from Pitchside. On an iPhone, add Pitchside to the Home Screen first.',
  denied:
    'Notifications are blocked for Pitchside in this browser. To allow them, open the site settings (the icon beside the address), set Notifications to Allow, then turn this on again.',
  failed: 'Could not turn notifications on. Check your connection and try again.',
  turnedOn: 'Notifications are on for this device',
  turnedOff: 'Notifications are off for this device',
  saveDeviceFailed: 'Could not save this device for notifications',
  kinds: 'What to tell me',
  newEvents: 'New events',
  changes: 'Changes and cancellations',
  reminders: 'Answer reminders',
  announcements: 'Announcements',
  mute: 'Mute',
  muteHint: 'Nothing from a muted team or club reaches you here.',
  noGroups: 'You are not on a team or club yet.',
  quietHours: 'Quiet hours',
  quietHint: 'Notices due in these hours wait until they end. Leave both empty for none.',
  from: 'From',
  to: 'To',
  saved: 'Notification settings saved',
  saveFailed: 'Could not save the notification settings',
  loading: 'Loading your notification settings…',
  loadFailed: 'Could not load your notification settings',
} as const;

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
