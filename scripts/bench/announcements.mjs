// Announcements (`/announcements`): on the local build, a Parent whose groups hold hundreds of
// announcements, seeded into IndexedDB: the time to the first announcement. On the Firebase build
// (Firestore unreachable), an owner posts through the team page's form: the time to the first
// announcement from the device cache, online (Firestore unreachable) and offline.
import { makeDataThroughScreens, newContext, signUpFirebase, signUpLocal, uniqueEmail } from './browser.mjs';
import { measureLoad } from './probe.mjs';
import { seedAnnouncements, seedSchedule } from './seed.mjs';
import { medians } from './stats.mjs';

/** each announcement on /announcements links to its team or club */
const firstAnnouncement = { links: '/teams/', count: 1 };
const TIMEOUT = 90_000;

async function timedLoads(context, { rate, runs, log, label }) {
  // one visit unmeasured: the worker and the HTTP cache warm
  await measureLoad(context, '/announcements', { rate: 1, until: 'list', list: firstAnnouncement, timeout: TIMEOUT });
  const loads = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await measureLoad(context, '/announcements', {
      rate,
      until: 'list',
      list: firstAnnouncement,
      timeout: TIMEOUT,
    });
    loads.push(result);
    log(`${label} run ${run + 1}: ${result.error ?? `${Math.round(result.listMs)} ms`}`);
  }
  return { runs: loads, median: medians(loads.filter((result) => !result.error)) };
}

/** A Parent with `counts` on the local build at `url`: the first announcement, `runs` times. */
export async function announcementsLocal(browser, { url, counts, runs, rate, log }) {
  const context = await newContext(browser, url);
  try {
    const setup = await context.newPage();
    await signUpLocal(setup, uniqueEmail('news'));
    await makeDataThroughScreens(setup);
    await seedSchedule(setup, { ...counts, events: 0 });
    const seeded = await seedAnnouncements(setup, { total: counts.announcements, seenShare: counts.seenShare });
    log(`announcements local: ${seeded.written} documents seeded over ${seeded.groups} groups`);
    await setup.close();
    return { counts, seeded, first: await timedLoads(context, { rate, runs, log, label: 'announcements local' }) };
  } finally {
    await context.close();
  }
}

/**
 * Firebase build at `url` (Firestore unreachable): a new owner posts `posts` announcements through
 * the team page's form (each pending in Firestore's cache), then the first announcement on
 * /announcements from the device cache, online and offline.
 */
export async function announcementsFirebase(browser, { url, posts, runs, rate, log }) {
  const context = await newContext(browser, url);
  try {
    const page = await context.newPage();
    await signUpFirebase(page, uniqueEmail('news'));
    await makeDataThroughScreens(page);
    await page.goto('/manage');
    const teamLink = page.locator('a[href^="/teams/"]').first();
    await teamLink.waitFor({ state: 'visible', timeout: TIMEOUT });
    await page.goto(await teamLink.getAttribute('href'));
    const region = page.getByRole('region', { name: 'Announcements' });
    const startedAt = Date.now();
    for (let i = 1; i <= posts; i += 1) {
      await region.getByLabel('Message').fill(`Offline news ${i}: meet at the clubhouse at 9.`);
      await region.getByRole('button', { name: 'Post' }).click();
      await region.getByText(`Offline news ${i}:`, { exact: false }).waitFor({ state: 'visible', timeout: TIMEOUT });
    }
    log(`announcements firebase: ${posts} posted in ${Math.round((Date.now() - startedAt) / 1000)} s`);
    await page.close();
    const loads = {};
    for (const [kind, off] of [
      ['online', false],
      ['offline', true],
    ]) {
      await context.setOffline(off);
      loads[kind] = await timedLoads(context, { rate, runs, log, label: `announcements firebase ${kind}` });
    }
    await context.setOffline(false);
    return { posts, first: loads };
  } finally {
    await context.close();
  }
}
