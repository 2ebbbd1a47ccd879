import { readFileSync, statSync } from 'node:fs';
import type { BrowserContext } from '@playwright/test';
import { RESENT_COPY_DISMISSED } from '../../../src/backend/firebase/resent-copy-note';

/**
 * What no online spec may meet unless it says it expects it: a console error (or an uncaught
 * exception) on any device, a failure toast, a write the rules refused. Collected during the
 * spec; `problems()` names each one left once the expected are taken out. A refused write is
 * expected only as the re-sent copy of a write the server holds: the
 * devices say so in their console for each one they dismiss (src/backend/firebase/duplicate-commit.ts), and the
 * refusals in the emulator's log may not outnumber those.
 */
export interface Watch {
  /** Follows every page of this device (call before its first page opens). */
  follow(device: string, context: BrowserContext): Promise<void>;
  /** A console error this spec expects (matched by text), with why. */
  expectConsoleError(pattern: RegExp, why: string): void;
  /** The Firestore SDK's and the browser's complaints while a device is offline on purpose. */
  expectOfflineNoise(): void;
  /** A failure toast this spec expects. */
  expectFailureToast(pattern: RegExp): void;
  /** The problems met, each a line naming the device. */
  problems(): string[];
}

/** The texts of the app's failure toasts (`Save failed`, `Could not load announcements`, `Event not found`, …). */
const FAILURE_TOAST =
  /\b(failed|could not|couldn't|not found|denied|refused|missing|invalid|closed|already|try again|went wrong)\b/i;

/** What Firestore and Chromium print while the network is away; harmless then, and only then. */
const OFFLINE_NOISE = [
  /Could not reach Cloud Firestore backend/,
  /net::ERR_INTERNET_DISCONNECTED/,
  /net::ERR_NETWORK_CHANGED/,
  /WebChannelConnection RPC '\w+' stream 0x[0-9a-f]+ transport errored/,
  /Failed to load resource/,
];

/**
 * The Firestore SDK's goodbye to a stream on a page being left (`TYPE=terminate` on a Listen or
 * Write channel): the emulator answers 400 when it has already dropped the session, as it does
 * once the page's long poll was cut by the navigation. Nothing is lost: the channel was being
 * closed. Seen once in a clean-clone run, on the page a spec navigated away from.
 */
const CHANNEL_GOODBYE =
  /Failed to load resource: the server responded with a status of 400 .*\/google\.firestore\.v1\.Firestore\/(?:Listen|Write)\/channel\?\S*&TYPE=terminate&/;

/** The emulator's verdict on a commit it aborted because a lock was not free in time: not a refusal. */
const LOCK_TIMEOUT = 'Transaction lock timeout.';

/** The emulator's log, where each refused commit is a warning naming the rule that said no. */
const LOG = process.env.FIRESTORE_EMULATOR_LOG;

function logSize(): number {
  return LOG ? (statSync(LOG, { throwIfNoEntry: false })?.size ?? 0) : 0;
}

/** The refused writes in the part of the log written since `from`: one line each, the rule's verdict. */
function refusedWritesSince(from: number): string[] {
  if (!LOG) return [];
  const text = readFileSync(LOG).subarray(from).toString('utf8');
  return text
    .split(/\n(?=\w{3} \d{1,2}, \d{4} )/) // each entry starts with its date
    .filter((entry) => entry.includes('Operation failed') && /checkCommit|Commit\(/.test(entry))
    .map((entry) => {
      const verdict = entry.match(/Operation failed:\s*\n?(.*?)\n(?:com\.google|\s+at )/s)?.[1] ?? entry.slice(0, 200);
      return `refused write: ${verdict.replace(/\s+/g, ' ').trim()}`;
    });
}

export function createWatch(): Watch {
  const logStart = logSize();
  const consoleErrors: string[] = [];
  const dismissedCopies: string[] = [];
  const failureToasts: string[] = [];
  const expectedConsole: RegExp[] = [];
  const expectedToasts: RegExp[] = [];
  return {
    async follow(device, context) {
      await context.exposeBinding('__pitchsideToastShown', (_source, text: string) => {
        if (FAILURE_TOAST.test(text)) failureToasts.push(`${device}: failure toast "${text}"`);
      });
      await context.addInitScript(() => {
        const shown = new WeakMap<Element, string>();
        const look = () => {
          // react-hot-toast's toasts: a status inside its fixed container (the app's own status lines are not toasts)
          for (const element of document.querySelectorAll('[style*="z-index: 9999"] [role="status"]')) {
            const text = element.textContent?.trim() ?? '';
            if (text && shown.get(element) !== text) {
              shown.set(element, text);
              (window as unknown as { __pitchsideToastShown(text: string): void }).__pitchsideToastShown(text);
            }
          }
        };
        new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
      });
      context.on('page', (page) => {
        page.on('console', (message) => {
          if (message.type() === 'info' && message.text().startsWith(RESENT_COPY_DISMISSED))
            dismissedCopies.push(`${device}: ${message.text()}`);
          if (message.type() === 'error')
            // Chromium's "Failed to load resource" names no resource in its text: its location does
            consoleErrors.push(
              `${device}: console error on ${page.url()}: ${message.text()}` +
                (message.location().url ? ` (${message.location().url})` : ''),
            );
        });
        page.on('pageerror', (error) => consoleErrors.push(`${device}: uncaught on ${page.url()}: ${error.message}`));
      });
    },
    expectConsoleError(pattern) {
      expectedConsole.push(pattern);
    },
    expectOfflineNoise() {
      expectedConsole.push(...OFFLINE_NOISE);
    },
    expectFailureToast(pattern) {
      expectedToasts.push(pattern);
    },
    problems() {
      const unexpected = (lines: string[], expected: RegExp[]) =>
        lines.filter((line) => !expected.some((pattern) => pattern.test(line)));
      const logged = refusedWritesSince(logStart);
      // the emulator aborts a commit that waited too long on another's lock (two devices' writes at once, their
      // rules reading the same documents): no rule said no, and the SDK sends an aborted write again
      const aborted = logged.filter((line) => line.endsWith(LOCK_TIMEOUT));
      const refused = logged.filter((line) => !line.endsWith(LOCK_TIMEOUT));
      if (aborted.length > 0)
        console.log(`  emulator: ${aborted.length} commits aborted on a lock timeout, sent again`);
      for (const line of dismissedCopies) console.log(`  ${line}`);
      const problems = [
        ...unexpected(consoleErrors, [...expectedConsole, CHANNEL_GOODBYE]),
        ...unexpected(failureToasts, expectedToasts),
        ...(refused.length > dismissedCopies.length
          ? [
              `${refused.length} writes refused, ${dismissedCopies.length} of them dismissed as re-sent copies:`,
              ...refused,
            ]
          : []),
      ];
      return problems;
    },
  };
}
