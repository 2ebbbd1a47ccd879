/** The query keys of the notifications area (docs/contributing.md "House rules" 3). */
export const notificationKeys = {
  settings: (personId: string) => ['notifications', 'settings', personId] as const,
  deviceSubscription: (id: string) => ['notifications', 'device-subscription', id] as const,
  calendarFeeds: (personId: string) => ['notifications', 'calendar-feeds', personId] as const,
};
