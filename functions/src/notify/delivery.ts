import { type NoticeKind, type NoticeSetting, noticeFlags, settingOf } from '../../../src/domain/choices/notice-kinds';
import { quietHoursEnd } from './quiet-hours';

/**
 * A person's `notificationSettings` (docs/notifications.md "Documents"), read with the defaults
 * for anything absent or malformed: every kind on, nothing muted, no quiet hours.
 */
export interface NotificationSettings extends Record<NoticeSetting, boolean> {
  muted: readonly string[];
  quietFrom: string;
  quietTo: string;
  timeZone: string;
}

export const DEFAULT_SETTINGS: NotificationSettings = {
  ...noticeFlags({}, true),
  muted: [],
  quietFrom: '',
  quietTo: '',
  timeZone: 'UTC',
};

export function readSettings(data: Record<string, unknown> | undefined | null): NotificationSettings {
  if (!data) return DEFAULT_SETTINGS;
  const text = (key: keyof NotificationSettings) =>
    typeof data[key] === 'string' ? (data[key] as string) : (DEFAULT_SETTINGS[key] as string);
  return {
    ...noticeFlags(data, true),
    muted: Array.isArray(data.muted) ? data.muted.filter((id): id is string => typeof id === 'string') : [],
    quietFrom: text('quietFrom'),
    quietTo: text('quietTo'),
    timeZone: text('timeZone') || 'UTC',
  };
}

export type Delivery =
  | { status: 'send' }
  | { status: 'off' }
  | { status: 'muted' }
  | { status: 'deferred'; until: Date };

/**
 * What a person's settings make of a notice of `kind` about `groupId` (null: about no group), due
 * at `at`. A kind always told is still held to the end of quiet hours.
 */
export function decideDelivery(
  settings: NotificationSettings,
  kind: NoticeKind,
  groupId: string | null,
  at: Date,
): Delivery {
  const setting = settingOf(kind);
  if (setting && !settings[setting]) return { status: 'off' };
  if (groupId !== null && settings.muted.includes(groupId)) return { status: 'muted' };
  const until = quietHoursEnd(at, settings.quietFrom, settings.quietTo, settings.timeZone);
  return until ? { status: 'deferred', until } : { status: 'send' };
}
