// The mails of `npm run start:cloud`: the Auth emulator sends none, it keeps the links a real
// project would mail (docs/toolchain.md "Firebase emulators"). This page lists them at
// /__/mailbox for the phones, under the path the service worker leaves to the network
// (sw/sw.ts), and each link goes through this server: the emulator names itself on loopback,
// which a phone cannot reach.

export const MAILBOX_PATH = '/__/mailbox';
const OPEN_PATH = `${MAILBOX_PATH}/open`;

/** What each kind of mail is for, as the list says it. */
const PURPOSE = {
  VERIFY_EMAIL: 'Verify the address',
  PASSWORD_RESET: 'Reset the password',
  VERIFY_AND_CHANGE_EMAIL: 'Confirm the new address',
  RECOVER_EMAIL: 'Undo the address change',
};

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The emulator's mails, oldest first: `{ email, requestType, oobLink }`. */
export async function readMails(authUrl, projectId) {
  const response = await fetch(`${authUrl}/emulator/v1/projects/${projectId}/oobCodes`);
  if (!response.ok) throw new Error(`the Auth emulator's mails: ${response.status}`);
  return (await response.json()).oobCodes ?? [];
}

/**
 * Where a mail's link leads on this server: a password reset to the app's own screen (as a
 * project's custom action link would), anything else to this server, which applies it.
 */
function linkOnThisServer(mail) {
  const query = new URL(mail.oobLink).searchParams;
  if (mail.requestType === 'PASSWORD_RESET')
    return `/reset-password?${new URLSearchParams({ mode: 'resetPassword', oobCode: query.get('oobCode') ?? '' })}`;
  return `${OPEN_PATH}?${query}`;
}

function page(title, body) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:1.5rem auto;max-width:40rem;padding:0 1rem}li{margin:.75rem 0}</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
${body}
</body>
</html>
`;
}

function listPage(mails) {
  const items = [...mails]
    .reverse()
    .map(
      (mail) =>
        `<li>To <strong>${escapeHtml(mail.email)}</strong>: <a href="${escapeHtml(linkOnThisServer(mail))}">${escapeHtml(PURPOSE[mail.requestType] ?? mail.requestType)}</a></li>`,
    )
    .join('\n');
  return page(
    'Mailbox',
    `<p>The emulators send no mail: the links a Firebase project would mail are listed here, newest first.</p>
${items ? `<ul>\n${items}\n</ul>` : '<p>No mail yet.</p>'}
<p><a href="/dashboard">Back to Pitchside</a></p>`,
  );
}

function send(response, status, html) {
  response.statusCode = status;
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.setHeader('cache-control', 'no-store');
  response.end(html);
}

/** A Connect middleware serving the mailbox and opening its links against the Auth emulator. */
export function mailboxMiddleware({ authUrl, projectId }) {
  return async (request, response, next) => {
    const url = new URL(request.url ?? '/', 'https://page');
    if (request.method !== 'GET' || (url.pathname !== MAILBOX_PATH && url.pathname !== OPEN_PATH)) return next();
    try {
      if (url.pathname === MAILBOX_PATH) return send(response, 200, listPage(await readMails(authUrl, projectId)));
      const answer = await fetch(`${authUrl}/emulator/action?${url.searchParams}`);
      const { authEmulator = {} } = await answer.json();
      const said = authEmulator.success ?? authEmulator.error ?? `The Auth emulator answered ${answer.status}.`;
      send(
        response,
        answer.ok ? 200 : 400,
        page(
          answer.ok ? 'Done' : 'Not done',
          `<p>${escapeHtml(said)}</p><p><a href="/dashboard">Back to Pitchside</a> · <a href="${MAILBOX_PATH}">Mailbox</a></p>`,
        ),
      );
    } catch (error) {
      send(response, 502, page('The Auth emulator did not answer', `<p>${escapeHtml(error.message)}</p>`));
    }
  };
}

/**
 * Prints a line for each new mail, every `everyMs`, naming where to open it; returns a stop
 * function.
 */
export function announceMails({ authUrl, projectId, mailboxUrl, everyMs = 2_000 }) {
  let seen = 0;
  const timer = setInterval(async () => {
    try {
      const mails = await readMails(authUrl, projectId);
      for (const mail of mails.slice(seen))
        console.log(`Mail to ${mail.email} (${PURPOSE[mail.requestType] ?? mail.requestType}): open ${mailboxUrl}`);
      seen = mails.length;
    } catch {}
  }, everyMs);
  return () => clearInterval(timer);
}
