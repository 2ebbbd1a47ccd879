import { type NoticeSetting, noticeFlags } from '../choices/notice-kinds';

/**
 * The person's own notification documents (docs/notifications.md "Documents"): this device's push
 * subscriptions, the settings, the calendar feed tokens. Each person reads and writes only their
 * own (firestore.rules, section "notifications").
 */

export const notificationCollections = {
  pushSubscriptions: 'pushSubscriptions',
  notificationSettings: 'notificationSettings',
  calendarFeeds: 'calendarFeeds',
} as const;

/** `pushSubscriptions/{personId}_{endpointHash}`: created and deleted, never updated. */
export interface PushSubscriptionRecord {
  personId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  createdAt: string;
  [key: string]: unknown;
}

/** The choices of `notificationSettings/{personId}`, written whole: a flag per notice kind (notice-kinds.ts), and… */
export interface NotificationChoices extends Record<NoticeSetting, boolean> {
  /** group ids (teams and clubs) whose notices are not sent */
  muted: string[];
  /** `HH:mm`, or both '' for no quiet hours */
  quietFrom: string;
  quietTo: string;
}

export interface NotificationSettingsRecord extends NotificationChoices {
  /** the IANA zone the quiet hours are in: the device's when saved */
  timeZone: string;
  updatedAt: string;
  [key: string]: unknown;
}

/** No document means these: every kind on, nothing muted, no quiet hours. */
export const DEFAULT_CHOICES: NotificationChoices = {
  ...noticeFlags({}, true),
  muted: [],
  quietFrom: '',
  quietTo: '',
};

const time = (value: unknown) => (typeof value === 'string' && /^\d{2}:\d{2}$/.test(value) ? value : '');

/** The choices a stored document holds, the defaults where it holds none. */
export function choicesOf(data: Record<string, unknown> | undefined): NotificationChoices {
  if (!data) return DEFAULT_CHOICES;
  const quietFrom = time(data.quietFrom);
  const quietTo = time(data.quietTo);
  return {
    ...noticeFlags(data, true),
    muted: Array.isArray(data.muted) ? data.muted.filter((id): id is string => typeof id === 'string') : [],
    // both or neither, as the rules keep them
    quietFrom: quietFrom && quietTo ? quietFrom : '',
    quietTo: quietFrom && quietTo ? quietTo : '',
  };
}

/** `calendarFeeds/{token}`: the token is the feed's secret; reset = delete it and create another. */
export interface CalendarFeedRecord {
  personId: string;
  createdAt: string;
  [key: string]: unknown;
}
