import { describe, expect, it } from 'vitest';
import { LocalDb } from './local-db';
import { releaseOnPageHide, trackOpenTransactions } from './page-hide-release';

/** A page as the release sees it: its events, and a reload it can ask for. */
function fakePage() {
  const events = new EventTarget();
  let reloads = 0;
  const page = {
    addEventListener: events.addEventListener.bind(events),
    location: {
      reload: () => {
        reloads += 1;
      },
    },
  };
  const show = (persisted: boolean) =>
    events.dispatchEvent(Object.assign(new Event('pageshow'), { persisted }) as Event);
  return { page, hide: () => events.dispatchEvent(new Event('pagehide')), show, reloads: () => reloads };
}

async function openTracked() {
  const db = new LocalDb(`pitchside-release-test-${crypto.randomUUID()}`);
  const transactions = trackOpenTransactions();
  db.use(transactions.middleware);
  await db.open();
  return { db, transactions };
}

describe('letting go of the database when the page is hidden', () => {
  it('counts a transaction while it is open, and no more once it completes', async () => {
    const { db, transactions } = await openTracked();
    const writing = db.docs.put({ collection: 'teams', id: 't1', data: { name: 'U12' } });
    expect(transactions.size()).toBe(1);
    await writing;
    expect(transactions.size()).toBe(0);
    db.close();
  });

  it('aborts a write still open on pagehide and closes the connection: nothing half-written stays', async () => {
    const { db, transactions } = await openTracked();
    const { page, hide } = fakePage();
    releaseOnPageHide(db, transactions, page);
    const writing = db.transaction('rw', db.docs, db.sessions, async () => {
      await db.docs.put({ collection: 'teams', id: 't1', data: { name: 'U12' } });
      await db.sessions.put({ key: 'current', uid: 'u1', email: 'a@example.com', emailVerified: true });
    });
    hide();
    await expect(writing).rejects.toThrow();
    expect(db.isOpen()).toBe(false);

    const again = new LocalDb(db.name);
    expect(await again.docs.count()).toBe(0);
    expect(await again.sessions.count()).toBe(0);
    again.close();
  });

  it('reloads a page brought back from the back/forward cache, and only that one', async () => {
    const { db, transactions } = await openTracked();
    const { page, hide, show, reloads } = fakePage();
    releaseOnPageHide(db, transactions, page);
    show(false); // the first show of a page load
    expect(reloads()).toBe(0);
    hide();
    show(true);
    expect(reloads()).toBe(1);
  });
});
