import { afterEach, describe, expect, it } from 'vitest';
import { LocalDb } from './local/local-db';
import { type PageRelease, trackIndexedDb } from './page-hide-release';

/** A page as the release sees it: its events, and the reloads it asked for. */
function fakePage() {
  const events = new EventTarget();
  let reloads = 0;
  const page = {
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    location: {
      reload: () => {
        reloads += 1;
      },
    },
  };
  const show = (persisted: boolean) => events.dispatchEvent(Object.assign(new Event('pageshow'), { persisted }));
  /** hidden into the back/forward cache (`persisted`), or unloaded for good */
  const hide = (persisted = true) => events.dispatchEvent(Object.assign(new Event('pagehide'), { persisted }));
  return { page, hide, show, reloads: () => reloads };
}

let release: PageRelease | undefined;
afterEach(() => release?.uninstall());

function tracked(page: ReturnType<typeof fakePage>['page']) {
  release = trackIndexedDb(page, { factory: IDBFactory.prototype, database: IDBDatabase.prototype });
  return release;
}

const freshDb = () => new LocalDb(`pitchside-release-test-${crypto.randomUUID()}`);

describe('letting go of IndexedDB when the page is hidden', () => {
  it('counts a transaction while it is open, and no more once it completes', async () => {
    const { page } = fakePage();
    const { openTransactions } = tracked(page);
    const db = freshDb();
    await db.open();
    const writing = db.docs.put({ collection: 'teams', id: 't1', data: { name: 'U12' } });
    await Promise.resolve();
    expect(openTransactions()).toBeGreaterThan(0);
    await writing;
    await expect.poll(openTransactions).toBe(0);
    db.close();
  });

  it('aborts a write still open on pagehide and closes the connection: nothing half-written stays', async () => {
    const { page, hide } = fakePage();
    const { released } = tracked(page);
    const db = freshDb();
    await db.open();
    const writing = db.transaction('rw', db.docs, db.sessions, async () => {
      await db.docs.put({ collection: 'teams', id: 't1', data: { name: 'U12' } });
      await db.sessions.put({ key: 'current', uid: 'u1', email: 'a@example.com', emailVerified: true });
    });
    await Promise.resolve();
    hide(false); // unloaded for good: the browser closes what the page held
    expect(released()).toBe(false);
    hide();
    expect(released()).toBe(true);
    await expect(writing).rejects.toThrow();

    const again = new LocalDb(db.name);
    expect(await again.docs.count()).toBe(0);
    expect(await again.sessions.count()).toBe(0);
    again.close();
  });

  it('reloads a page brought back from the back/forward cache, and only that one', () => {
    const { page, hide, show, reloads } = fakePage();
    tracked(page);
    show(false); // the first show of a page load
    expect(reloads()).toBe(0);
    hide();
    show(true);
    expect(reloads()).toBe(1);
  });
});
