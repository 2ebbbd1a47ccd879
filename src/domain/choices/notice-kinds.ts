/**
 * What the server part tells people about, one row each (docs/notifications.md): the kind a
 * notice carries and the setting of `notificationSettings` that turns it off (on when absent).
 * The functions' delivery, the settings' readers on the device and on the server, and the
 * `Notifications` page's checkboxes (their words in notification-texts.ts, which the type checker
 * asks for) read this table; collections.test.ts holds the schema's flags to it.
 */
export const NOTICE_KINDS = {
  'event-created': { setting: 'newEvents' },
  'event-changed': { setting: 'changes' },
  reminder: { setting: 'reminders' },
  announcement: { setting: 'announcements' },
} as const satisfies Record<string, { readonly setting: string }>;

/**
 * What is told whatever the settings say: a change to who answers for one's child, so that a
 * mistyped address someone else accepted is seen (docs/notifications.md "Who is told").
 */
export const ALWAYS_TOLD_KINDS = ['guardians'] as const;

export type NoticeKind = keyof typeof NOTICE_KINDS | (typeof ALWAYS_TOLD_KINDS)[number];
export type NoticeSetting = (typeof NOTICE_KINDS)[keyof typeof NOTICE_KINDS]['setting'];

/** The setting that turns a kind off, or null for one always told. */
export const settingOf = (kind: NoticeKind): NoticeSetting | null =>
  kind in NOTICE_KINDS ? NOTICE_KINDS[kind as keyof typeof NOTICE_KINDS].setting : null;

/** the settings, in the order the `Notifications` page offers them */
export const NOTICE_SETTINGS = Object.values(NOTICE_KINDS).map((kind) => kind.setting) as NoticeSetting[];

/** each setting as stored, `fallback` where a document holds none */
export const noticeFlags = (data: Record<string, unknown>, fallback: boolean) =>
  Object.fromEntries(
    NOTICE_SETTINGS.map((setting) => [
      setting,
      typeof data[setting] === 'boolean' ? (data[setting] as boolean) : fallback,
    ]),
  ) as Record<NoticeSetting, boolean>;
