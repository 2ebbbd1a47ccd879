import type { NoticeKind } from './notice-types';
import { quietHoursEnd } from './quiet-hours';

/**
 * A person's `notificationSettings` (docs/notifications.md "Documents"), read with the defaults
 * for anything absent or malformed: every kind on, nothing muted, no quiet hours.
 */
export interface NotificationSettings {
  newEvents: boolean;
  changes: boolean;
  reminders: boolean;
  announcements: boolean;
  muted: readonly string[];
  quietFrom: string;
  quietTo: string;
  timeZone: string;
}

export const DEFAULT_SETTINGS: NotificationSettings = {
  newEvents: true,
  changes: true,
  reminders: true,
  announcements: true,
  muted: [],
  quietFrom: '',
  quietTo: '',
  timeZone: 'UTC',
};

export function readSettings(data: Record<string, unknown> | undefined | null): NotificationSettings {
  if (!data) return DEFAULT_SETTINGS;
  const flag = (key: keyof NotificationSettings) =>
    typeof data[key] === 'boolean' ? (data[key] as boolean) : (DEFAULT_SETTINGS[key] as boolean);
  const text = (key: keyof NotificationSettings) =>
    typeof data[key] === 'string' ? (data[key] as string) : (DEFAULT_SETTINGS[key] as string);
  return {
    newEvents: flag('newEvents'),
    changes: flag('changes'),
    reminders: flag('reminders'),
    announcements: flag('announcements'),
    muted: Array.isArray(data.muted) ? data.muted.filter((id): id is string => typeof id === 'string') : [],
    quietFrom: text('quietFrom'),
    quietTo: text('quietTo'),
    timeZone: text('timeZone') || 'UTC',
  };
}

/** Each kind's checkbox on the `Notifications` page. */
const KIND_SETTING = {
  'event-created': 'newEvents',
  'event-changed': 'changes',
  reminder: 'reminders',
  announcement: 'announcements',
} as const satisfies Record<NoticeKind, keyof NotificationSettings>;

export type Delivery =
  | { status: 'send' }
  | { status: 'off' }
  | { status: 'muted' }
  | { status: 'deferred'; until: Date };

/** What a person's settings make of a notice of `kind` about `groupId`, due at `at`. */
export function decideDelivery(settings: NotificationSettings, kind: NoticeKind, groupId: string, at: Date): Delivery {
  if (!settings[KIND_SETTING[kind]]) return { status: 'off' };
  if (settings.muted.includes(groupId)) return { status: 'muted' };
  const until = quietHoursEnd(at, settings.quietFrom, settings.quietTo, settings.timeZone);
  return until ? { status: 'deferred', until } : { status: 'send' };
}
