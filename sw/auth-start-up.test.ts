import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_START_UP_WAIT_MS,
  fetchWithin,
  isAuthStartUpRequest,
  START_UP_WINDOW_MS,
  StartingPages,
} from './auth-start-up';

describe('which requests are Auth’s start-up requests', () => {
  it.each([
    'https://identitytoolkit.googleapis.com/v1/accounts:lookup?key=abc',
    'https://securetoken.googleapis.com/v1/token?key=abc',
    'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:lookup?key=fake',
    'http://127.0.0.1:9099/securetoken.googleapis.com/v1/token?key=fake',
  ])('the account reload and the token refresh: %s', (url) => {
    expect(isAuthStartUpRequest('POST', url)).toBe(true);
  });

  it.each([
    ['POST', 'https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=abc'],
    ['POST', 'https://identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=abc'],
    ['POST', 'https://firestore.googleapis.com/google.firestore.v1.Firestore/Listen/channel'],
    ['GET', 'https://identitytoolkit.googleapis.com/v1/accounts:lookup'],
    ['POST', 'https://example.com/v1/accounts:lookup'],
    ['POST', 'https://example.com/?next=identitytoolkit.googleapis.com/v1/accounts:lookup'],
    ['POST', 'https://evilidentitytoolkit.googleapis.com/v1/accounts:lookup'],
    ['POST', 'https://example.com/x/identitytoolkit.googleapis.com/v1/accounts:lookup'],
    ['POST', 'https://identitytoolkit.googleapis.com/v2/v1/accounts:lookup'],
  ])('not a sign-in, an email, Firestore, another method or another host: %s %s', (method, url) => {
    expect(isAuthStartUpRequest(method, url)).toBe(false);
  });
});

describe('which pages are starting', () => {
  it('a page is starting from its navigation until the window ends', () => {
    const pages = new StartingPages();
    pages.navigated('tab-1', 1_000);
    expect(pages.isStarting('tab-1', 1_000)).toBe(true);
    expect(pages.isStarting('tab-1', 1_000 + START_UP_WINDOW_MS - 1)).toBe(true);
    expect(pages.isStarting('tab-1', 1_000 + START_UP_WINDOW_MS)).toBe(false);
  });

  it('a page the worker saw no navigation of (the worker restarted since) is not starting', () => {
    const pages = new StartingPages();
    pages.navigated('tab-1', 1_000);
    expect(pages.isStarting('tab-2', 1_000)).toBe(false);
  });

  it('a page whose Auth has started is starting no more, and another page still is', () => {
    const pages = new StartingPages();
    pages.navigated('tab-1', 1_000);
    pages.navigated('tab-2', 1_000);
    pages.started('tab-1');
    expect(pages.isStarting('tab-1', 1_001)).toBe(false);
    expect(pages.isStarting('tab-2', 1_001)).toBe(true);
  });

  it('a new navigation of the same page starts it again, and pages long started are forgotten', () => {
    const pages = new StartingPages();
    pages.navigated('tab-1', 0);
    pages.navigated('tab-1', START_UP_WINDOW_MS * 3);
    expect(pages.isStarting('tab-1', START_UP_WINDOW_MS * 3 + 10)).toBe(true);
    pages.navigated('tab-2', START_UP_WINDOW_MS * 5);
    expect(pages.isStarting('tab-1', START_UP_WINDOW_MS * 5)).toBe(false);
  });
});

describe('a request bounded in time', () => {
  afterEach(() => vi.useRealTimers());

  const lookup = () =>
    new Request('https://identitytoolkit.googleapis.com/v1/accounts:lookup', {
      method: 'POST',
      body: '{"idToken":"t"}',
    });

  /** a server that answers after `ms`, or never; it honours the request's abort signal like fetch */
  const serverAnsweringAfter = (ms: number | null) => (request: Request) =>
    new Promise<Response>((resolve, reject) => {
      request.signal.addEventListener('abort', () => reject(new TypeError('Failed to fetch')));
      if (ms !== null) setTimeout(() => resolve(new Response('{"users":[]}')), ms);
    });

  it('a server that answers in time: its answer, body and all', async () => {
    vi.useFakeTimers();
    const answer = fetchWithin(lookup(), AUTH_START_UP_WAIT_MS, serverAnsweringAfter(AUTH_START_UP_WAIT_MS - 100));
    await vi.advanceTimersByTimeAsync(AUTH_START_UP_WAIT_MS - 100);
    expect(await (await answer).text()).toBe('{"users":[]}');
  });

  it('a server that never answers: a network error once the wait is over, not before', async () => {
    vi.useFakeTimers();
    let outcome: unknown = 'pending';
    const answer = fetchWithin(lookup(), AUTH_START_UP_WAIT_MS, serverAnsweringAfter(null)).catch((error) => {
      outcome = error;
    });
    await vi.advanceTimersByTimeAsync(AUTH_START_UP_WAIT_MS - 1);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await answer;
    expect(outcome).toBeInstanceOf(TypeError);
  });

  it('a request the page gives up is given up upstream too, at once', async () => {
    vi.useFakeTimers();
    const page = new AbortController();
    const sent = new Request(lookup(), { signal: page.signal });
    let outcome: unknown = 'pending';
    const answer = fetchWithin(sent, AUTH_START_UP_WAIT_MS, serverAnsweringAfter(null)).catch((error) => {
      outcome = error;
    });
    page.abort();
    await vi.advanceTimersByTimeAsync(0);
    await answer;
    expect(outcome).toBeInstanceOf(TypeError);
  });

  it('the request reaches the server as the page sent it', async () => {
    let seen: { method: string; url: string; body: string } | undefined;
    await fetchWithin(lookup(), AUTH_START_UP_WAIT_MS, async (request) => {
      seen = { method: request.method, url: request.url, body: await request.text() };
      return new Response('{}');
    });
    expect(seen).toEqual({
      method: 'POST',
      url: 'https://identitytoolkit.googleapis.com/v1/accounts:lookup',
      body: '{"idToken":"t"}',
    });
  });
});
