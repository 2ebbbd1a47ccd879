/**
 * A push as the sender posts it (docs/notifications.md "Sending"): JSON
 * `{ to, title, body, url, tag?, actions? }`. The worker shows it only when `to` is the person
 * signed in on this device, so a shared phone tells only whoever is signed in
 * (docs/notifications.md "On the device"); anything else, or a payload it cannot read, is dropped.
 */

export interface PushAction {
  action: string;
  title: string;
}

export interface PushMessage {
  to: string;
  title: string;
  body: string;
  url: string;
  tag?: string;
  actions: PushAction[];
}

const text = (value: unknown): value is string => typeof value === 'string';

function actionsOf(value: unknown): PushAction[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) =>
    item && typeof item === 'object' && text(item.action) && text(item.title)
      ? [{ action: item.action, title: item.title }]
      : [],
  );
}

/** The payload's message, or null when it is not one (not JSON, or a field missing). */
export function readPushMessage(payload: string | null | undefined): PushMessage | null {
  if (!payload) return null;
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { to, title, body, url, tag, actions } = value as Record<string, unknown>;
  if (!text(to) || !to || !text(title) || !text(url)) return null;
  return {
    to,
    title,
    body: text(body) ? body : '',
    url,
    ...(text(tag) && tag ? { tag } : {}),
    actions: actionsOf(actions),
  };
}

/** The message to show for this device, or null to drop it: nobody signed in, or someone else. */
export function messageForDevice(payload: string | null | undefined, signedIn: string | null): PushMessage | null {
  const message = readPushMessage(payload);
  if (!message || !signedIn || message.to !== signedIn) return null;
  return message;
}
