/** The words of the Notifications page (docs/product.md "Notifications"). */
export const notificationTexts = {
  title: 'Notifications',
  needsCloud:
    'Notifications need Cloud sync. This app is running on this device only, so nothing can reach you while it is closed.',
  deviceSwitch: 'Notifications on this device',
  deviceHint: 'Pitchside tells you on this phone or computer, even when the app is closed.',
  noKey: 'Notifications are not set up for this copy of Pitchside yet: ask whoever runs it to add its push key.',
  needsHomeScreen: 'Add Pitchside to your Home Screen to get notifications',
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
