/**
 * Where a click on a notification leads (docs/notifications.md "On the device"). A reminder's
 * actions `Going` and `Not going` open the event with that answer ready to confirm in one tap
 * (`?answer=going`, `?answer=notGoing`): the page answers nothing until the confirm is tapped, so
 * a link alone never changes an answer. A pure function, because a click cannot be made on a
 * headless notification: its unit tests stand in for the click.
 */

/**
 * the actions a reminder carries, by the names the push payload gives them: the answers' table's
 * confirmable ones (src/domain/choices/answer-statuses.ts; notification-click.test.ts holds them to
 * it), written out so that the worker does not carry the table
 */
export const ANSWER_ACTIONS = ['going', 'notGoing'] as const;
export type AnswerAction = (typeof ANSWER_ACTIONS)[number];

/** where a notification without a usable link leads */
export const FALLBACK_PATH = '/dashboard';

export function isAnswerAction(action: string): action is AnswerAction {
  return (ANSWER_ACTIONS as readonly string[]).includes(action);
}

/**
 * The absolute URL a click opens: the notice's link, on this origin only (a link elsewhere, or none
 * at all, opens the dashboard, whatever the action), with `answer` set when an answer action was chosen. `action` is ''
 * for a click on the notification itself; an action the worker does not know is a plain click.
 */
export function notificationClickUrl(link: unknown, action: string, origin: string): string {
  const fallback = new URL(FALLBACK_PATH, origin).href;
  if (typeof link !== 'string' || link === '') return fallback;
  let url: URL;
  try {
    url = new URL(link, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin) return fallback;
  if (isAnswerAction(action)) url.searchParams.set('answer', action);
  return url.href;
}
