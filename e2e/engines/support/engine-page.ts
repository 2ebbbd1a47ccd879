import { describeQuery, findInPage, type Query } from './in-page';
import { ERRORS_KEY, installErrorHooks, takeHookedErrors } from './page-errors';

export type EngineName = 'webkit' | 'firefox';

/** How long a step waits for what a person would wait for (a heading, a toast) on a loaded machine. */
export const STEP_WAIT_MS = 30_000;
const POLL_MS = 100;
/** Firefox's words for an intercepted load whose body stopped coming (tried: a page left mid-stream). */
const CUT_OFF_BY_LEAVING =
  /^uncaught: Failed to load ‘[^’]*’\. A ServiceWorker intercepted the request and encountered an unexpected error\.$/;

/** A function run in the page: it gets `findInPage` first, then the JSON arguments. Self-contained. */
export type InPage<T, A extends unknown[]> = (find: typeof findInPage, ...args: A) => T;

/**
 * The source of an expression that runs `fn` in the page with `findInPage` beside it. The drivers
 * evaluate it as a script of their own, which the page's Content-Security-Policy does not judge
 * (a `new Function` in the page would be refused).
 */
export function inPageScript<T, A extends unknown[]>(fn: InPage<T, A>, args: A): string {
  return `(() => { const findInPage = ${findInPage.toString()}; return (${fn.toString()})(findInPage, ...${JSON.stringify(args)}); })()`;
}

/** What each engine's driver does natively; `EnginePage` builds a person's steps on it. */
export interface EngineDriver<Handle> {
  readonly engine: EngineName;
  navigate(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Evaluates an expression (`inPageScript`) in the page and returns its JSON value (a promise's, awaited). */
  evaluate<T>(expression: string): Promise<T>;
  /** The element an expression gives, as something the driver can act on, or null. */
  elementOf(expression: string): Promise<Handle | null>;
  click(handle: Handle): Promise<void>;
  /** Types as keys; a `\t` is the Tab key. */
  type(handle: Handle, text: string): Promise<void>;
  /** Selects what a field holds and deletes it, with keys. */
  clear(handle: Handle): Promise<void>;
  /** Sizes the page's viewport (WebKit's window will not go below 447 px wide). */
  resize(width: number, height: number): Promise<void>;
  /** Errors the engine itself reported (console errors, uncaught ones) since the last call. */
  takeReportedErrors(): string[];
  close(): Promise<void>;
}

/**
 * A person's steps in WebKit or Firefox, as the Playwright specs take them in Chromium: by role,
 * label and visible text, each waiting for what a person waits for. Errors the page throws are
 * kept (`errors`) and fail the spec (`expectNoErrors`).
 */
export class EnginePage<Handle = unknown> {
  private readonly errors: string[] = [];

  constructor(
    private readonly driver: EngineDriver<Handle>,
    readonly baseUrl: string,
  ) {}

  get engine(): EngineName {
    return this.driver.engine;
  }

  /** A new page load of `path` (a person typing the address, or opening a bookmark). */
  async goto(path: string): Promise<void> {
    await this.leave(() => this.driver.navigate(new URL(path, this.baseUrl).href));
  }

  async reload(): Promise<void> {
    await this.leave(() => this.driver.reload());
  }

  run<T, A extends unknown[]>(fn: InPage<T, A>, ...args: A): Promise<T> {
    return this.driver.evaluate<T>(inPageScript(fn, args));
  }

  /** Runs a self-contained function of one JSON argument in the page (one shared with the Chromium specs). */
  runPlain<T, A>(fn: (arg: A) => T, arg: A): Promise<T> {
    return this.driver.evaluate<T>(`(${fn.toString()})(${JSON.stringify(arg)})`);
  }

  resize(width: number, height: number): Promise<void> {
    return this.driver.resize(width, height);
  }

  async path(): Promise<string> {
    return this.run(() => location.pathname);
  }

  /** Waits until the query is shown. */
  async see(query: Query, timeoutMs = STEP_WAIT_MS): Promise<void> {
    await this.handle(query, timeoutMs);
  }

  /** Waits until nothing shown answers the query. */
  async notSee(query: Query, timeoutMs = STEP_WAIT_MS): Promise<void> {
    await this.until(`${describeQuery(query)} to go`, timeoutMs, async () =>
      (await this.run((find, found: Query) => find(found) === null, query)) ? true : undefined,
    );
  }

  /** The text shown by what answers the query, once shown. */
  async textOf(query: Query): Promise<string> {
    await this.handle(query);
    return this.run(
      (find, found: Query) => ((find(found) as HTMLElement | null)?.innerText ?? '').replace(/\s+/g, ' ').trim(),
      query,
    );
  }

  /** Clicks what answers the query, once it is shown and stays put (WebKit: a moving one's click lands on its parent). */
  async click(query: Query): Promise<void> {
    await this.handle(query);
    // an input drawn over by its label (a radio, a checkbox) is clicked where a person clicks: the label
    const target = inPageScript(
      (find, found: Query) => {
        const element = find(found);
        const drawn = (each: Element) => each.getClientRects().length > 0 && getComputedStyle(each).opacity !== '0';
        if (!element || drawn(element)) return element;
        return [...((element as HTMLInputElement).labels ?? [])].find(drawn) ?? element;
      },
      [query],
    );
    const handle = (await this.driver.elementOf(target)) as Handle;
    await this.until(`${describeQuery(query)} to stay put`, STEP_WAIT_MS, async () => {
      const [before, after] = [await this.rectOf(query), await this.pause().then(() => this.rectOf(query))];
      return before !== null && before === after ? true : undefined;
    });
    await this.driver.click(handle);
  }

  /** Whether the checkbox or radio that answers the query is ticked. */
  async isChecked(query: Query): Promise<boolean> {
    await this.handle(query);
    return this.run((find, found: Query) => (find(found) as HTMLInputElement | null)?.checked === true, query);
  }

  /** Types into a field, after deleting what it held, as a person does. */
  async fill(query: Query, text: string): Promise<void> {
    const handle = await this.handle(query);
    await this.driver.click(handle);
    await this.driver.clear(handle);
    await this.driver.type(handle, text);
  }

  /**
   * A date field, typed as a person types it in this engine: WebKit takes month, day and year
   * one at a time (Tab between them); Firefox moves on by itself after each part.
   */
  async fillDate(query: Query, isoDate: string): Promise<void> {
    const [year, month, day] = isoDate.split('-') as [string, string, string];
    await this.typeParts(query, [month, day, year]);
  }

  /** A time field (`HH:MM`, 24 h), as the US locale shows it: hour, minute, AM/PM. */
  async fillTime(query: Query, time: string): Promise<void> {
    const [hours, minutes] = time.split(':').map(Number) as [number, number];
    const hour12 = String(((hours + 11) % 12) + 1).padStart(2, '0');
    await this.typeParts(query, [hour12, String(minutes).padStart(2, '0'), hours < 12 ? 'A' : 'P']);
  }

  /** Chooses an option of a `<select>` by its label, with the keys a person would press. */
  async select(query: Query, option: string): Promise<void> {
    await this.handle(query);
    const chosen = await this.run(
      (find, found: Query, label: string) => {
        const select = find(found) as HTMLSelectElement | null;
        const index = [...(select?.options ?? [])].findIndex((each) => each.label === label);
        if (!select || index < 0) return false;
        select.selectedIndex = index;
        select.dispatchEvent(new Event('change', { bubbles: true }));
        return true;
      },
      query,
      option,
    );
    if (!chosen) throw new Error(`${describeQuery(query)} has no option "${option}"`);
  }

  /** The errors the page threw or logged so far; fails the spec when any. */
  async expectNoErrors(): Promise<void> {
    await this.collectErrors();
    if (this.errors.length > 0) throw new Error(`${this.engine}: the page reported errors:\n${this.errors.join('\n')}`);
  }

  close(): Promise<void> {
    return this.driver.close();
  }

  private async typeParts(query: Query, parts: string[]): Promise<void> {
    const handle = await this.handle(query);
    await this.driver.click(handle);
    if (this.engine === 'webkit') {
      // the caret lands in the part clicked: go to the first part
      await this.driver.type(handle, parts.join('\t'));
    } else {
      await this.driver.type(handle, parts.join(''));
    }
  }

  /**
   * Leaves the page for another load. A chunk the service worker was still streaming to the page
   * left is cut off, which Firefox reports on that page as the worker's "unexpected error" (a
   * person leaving a page mid-load causes it too): reported during the navigation, it is not an
   * error of either page. Every other error counts.
   */
  private async leave(navigate: () => Promise<void>): Promise<void> {
    await this.collectErrors();
    const left = await this.path().catch(() => '?');
    await navigate();
    const duringLeave = this.driver.takeReportedErrors().filter((error) => !CUT_OFF_BY_LEAVING.test(error));
    this.errors.push(...duringLeave.map((error) => `${error} (while leaving ${left})`));
    await this.hookErrors();
  }

  private async hookErrors(): Promise<void> {
    await this.run(installErrorHooks, ERRORS_KEY).catch(() => undefined);
  }

  private async collectErrors(): Promise<void> {
    const hooked = await this.run(takeHookedErrors, ERRORS_KEY).catch(() => [] as string[]);
    const seen = [...hooked, ...this.driver.takeReportedErrors()];
    if (seen.length === 0) return;
    // where each was seen: the page left, or the one shown when the spec ends
    const where = await this.path().catch(() => '?');
    this.errors.push(...seen.map((error) => `${error} (on ${where})`));
  }

  private async handle(query: Query, timeoutMs = STEP_WAIT_MS): Promise<Handle> {
    const expression = inPageScript((find, found: Query) => find(found), [query]);
    return this.until(
      describeQuery(query),
      timeoutMs,
      async () => (await this.driver.elementOf(expression)) ?? undefined,
    );
  }

  private rectOf(query: Query): Promise<string | null> {
    return this.run((find, found: Query) => {
      const rect = find(found)?.getBoundingClientRect();
      return rect ? [rect.x, rect.y, rect.width, rect.height].join(',') : null;
    }, query);
  }

  private pause(): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }

  private async until<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = await probe();
      if (found !== undefined) return found;
      if (Date.now() > deadline) {
        const shown = await this.run(() => document.body?.innerText.slice(0, 600) ?? '').catch(() => '?');
        throw new Error(
          `${this.engine}: waited ${timeoutMs} ms for ${what} on ${await this.path()}; the page shows:\n${shown}`,
        );
      }
      await this.pause();
    }
  }
}
