// The table of figures against their targets; performance-doc.mjs writes docs/PERFORMANCE.md around it.

const ms = (value) =>
  value === null || value === undefined ? 'n/a' : `${Math.round(value).toLocaleString('en-GB')} ms`;
const score = (value) => (value === null || value === undefined ? 'n/a' : String(value));
const cls = (value) => (value === null || value === undefined ? 'n/a' : value.toFixed(3));

function row(figure, build, value, shown, target) {
  if (!target) return { figure, build, value, shown, target: '', status: '' };
  const met =
    value !== null &&
    value !== undefined &&
    (target.atLeast !== undefined ? value >= target.atLeast : value <= target.atMost);
  const limit = target.atLeast !== undefined ? `≥ ${target.atLeast}` : `≤ ${target.atMost} ms`;
  return { figure, build, value, shown, target: limit, status: met ? 'met' : 'missed' };
}

/**
 * A list's slope: how much longer it takes per 100 more rows, from the smaller size to the
 * larger. Flat enough when 450 more children cost less than a tenth of a second.
 */
const SLOPE_TARGET_MS = 20;

function slope(smallMs, bigMs, smallRows, bigRows) {
  if (typeof smallMs !== 'number' || typeof bigMs !== 'number') return null;
  return ((bigMs - smallMs) / (bigRows - smallRows)) * 100;
}

/** Every figure of a run as rows: what, which build, the median, the target and whether it is met. */
export function tableRows(results) {
  const rows = [];
  for (const [path, route] of Object.entries(results.lighthouse ?? {})) {
    const m = route.median;
    rows.push(row(`Lighthouse ${path} performance`, 'local', m.performance, score(m.performance), { atLeast: 98 }));
    rows.push(
      row(`Lighthouse ${path} accessibility`, 'local', m.accessibility, score(m.accessibility), { atLeast: 100 }),
    );
    rows.push(
      row(`Lighthouse ${path} best practices`, 'local', m.bestPractices, score(m.bestPractices), { atLeast: 100 }),
    );
    rows.push(row(`Lighthouse ${path} FCP`, 'local', m.fcpMs, ms(m.fcpMs)));
    rows.push(row(`Lighthouse ${path} LCP`, 'local', m.lcpMs, ms(m.lcpMs)));
    rows.push(row(`Lighthouse ${path} TBT`, 'local', m.tbtMs, ms(m.tbtMs)));
    rows.push(row(`Lighthouse ${path} CLS`, 'local', m.cls, cls(m.cls)));
  }
  for (const [build, visits] of Object.entries(results.visits ?? {})) {
    if (visits.skipped) {
      rows.push(row('Dashboard visits', build, null, `skipped: ${visits.skipped}`));
      continue;
    }
    for (const [kind, label] of [
      ['repeat', 'Repeat visit'],
      ['offline', 'Offline visit'],
    ]) {
      const m = visits[kind].median;
      rows.push(row(`${label}: first paint`, build, m.firstPaintMs, ms(m.firstPaintMs)));
      rows.push(row(`${label}: first contentful paint`, build, m.firstContentfulPaintMs, ms(m.firstContentfulPaintMs)));
      rows.push(row(`${label}: dashboard data`, build, m.dashboardDataMs, ms(m.dashboardDataMs), { atMost: 500 }));
      if (typeof m.rulesMs === 'number') {
        rows.push(
          row(
            `${label}: rules evaluation until dashboard data (${Math.round(m.rulesRequests)} requests, parsing included)`,
            build,
            m.rulesMs,
            ms(m.rulesMs),
          ),
        );
      }
    }
  }
  const scale = results.scale;
  if (scale) {
    const { children, teams, squad } = scale.counts;
    const lists = [
      ['children', `/children list, ${children} children`],
      ['teams', `manage Teams list, ${teams} teams`],
      ['squad', `squad of ${squad}`],
    ];
    for (const [key, what] of lists) {
      const { listFirstMs, listMs } = scale.renders[key].median;
      rows.push(row(`Scale: ${what}, first screen of rows`, 'local', listFirstMs, ms(listFirstMs), { atMost: 600 }));
      rows.push(row(`Scale: … all rows in the page`, 'local', listMs, ms(listMs)));
    }
    for (const [key, noun] of [
      ['children', 'children, /children'],
      ['teams', 'teams, manage'],
    ]) {
      const small = results.scaleSmall?.renders[key];
      if (!small) continue;
      const big = scale.renders[key];
      const value = slope(small.median.listFirstMs, big.median.listFirstMs, small.rows, big.rows);
      rows.push(
        row(`Scale slope: ms per 100 ${noun} (${small.rows} → ${big.rows})`, 'local', value, ms(value), {
          atMost: SLOPE_TARGET_MS,
        }),
      );
    }
    const inp = scale.search.median;
    rows.push(
      row(`Scale: slowest search keystroke (INP), ${children} children`, 'local', inp.inpMs, ms(inp.inpMs), {
        atMost: 100,
      }),
    );
    rows.push(row('Scale: … of the typing alone (no deletes)', 'local', inp.inpTypingOnlyMs, ms(inp.inpTypingOnlyMs)));
  }
  rows.push(...scheduleRows(results.schedule));
  rows.push(...announcementRows(results.announcements));
  rows.push(...childAddRows(results.adds));
  rows.push(...onlineRows(results.online));
  return rows;
}

/**
 * The online part's rows (Firestore reachable): the team's name on /dashboard, warm within the
 * bound for cached screens, and a member's answer on the coach's open page within the online e2e's
 * cross-device bound (e2e/online/support/cross-device.ts).
 */
function onlineRows(online) {
  if (!online) return [];
  if (online.skipped) return [row('Online figures', 'firebase', null, `skipped: ${online.skipped}`)];
  const { warm, first } = online.dashboard;
  const answers = online.answers;
  return [
    row(
      "Online: first data on /dashboard (the team's name), warm visit (service worker, Firestore cache)",
      'firebase',
      warm.median.teamShownMs,
      ms(warm.median.teamShownMs),
      { atMost: 1000 },
    ),
    row(
      'Online: … dashboard data mark of the same visits',
      'firebase',
      warm.median.dashboardDataMs,
      ms(warm.median.dashboardDataMs),
    ),
    row(
      "Online: first data on /dashboard (the team's name), first visit (signed in, nothing cached)",
      'firebase',
      first.median.teamShownMs,
      ms(first.median.teamShownMs),
    ),
    row(
      `Online: a member's answer tap to the coach's open event page showing it (${answers.runs.length} answers)`,
      'firebase',
      answers.median.ms,
      ms(answers.median.ms),
      { atMost: 5000 },
    ),
    row('Online: … the slowest of those answers', 'firebase', answers.slowestMs, ms(answers.slowestMs)),
  ];
}

/** The child adds part's rows: Save to the child shown on /children, offline, with ~10 and ~50 writes pending. */
function childAddRows(adds) {
  if (!adds) return [];
  if (adds.skipped) return [row('Offline child adds', 'firebase', null, `skipped: ${adds.skipped}`)];
  const { at10Ms, at50Ms } = adds.median;
  const figure = (at) => `Offline child add: Save to the child on /children, the ${at}th add (~${at} writes pending)`;
  return [
    row(figure(10), 'firebase', at10Ms, ms(at10Ms)),
    row(figure(adds.adds), 'firebase', at50Ms, ms(at50Ms), { atMost: 150 }),
  ];
}

/** The announcements part's rows: the first announcement on /announcements, on both builds. */
function announcementRows(announcements) {
  if (!announcements) return [];
  const rows = [];
  const local = announcements.local;
  if (local) {
    const { children, teams, announcements: total } = local.counts;
    const value = local.first.median.listMs;
    rows.push(
      row(
        `Announcements: first one on /announcements, a Parent, ${children} children, ${teams} teams, ${total} announcements`,
        'local',
        value,
        ms(value),
        { atMost: 1000 },
      ),
    );
  }
  const firebase = announcements.firebase;
  if (firebase?.skipped) rows.push(row('Announcements', 'firebase', null, `skipped: ${firebase.skipped}`));
  else if (firebase)
    for (const [kind, label] of [
      ['online', 'Firestore unreachable'],
      ['offline', 'offline'],
    ]) {
      const value = firebase.first[kind]?.median.listMs;
      rows.push(
        row(
          `Announcements: first one on /announcements from the device cache, ${label}, ${firebase.posts} posted through the form`,
          'firebase',
          value,
          ms(value),
          { atMost: 1000 },
        ),
      );
    }
  return rows;
}

/** The schedule part's rows: /schedule on both builds, the answer taps, the series made offline. */
function scheduleRows(schedule) {
  if (!schedule) return [];
  const rows = [];
  const local = schedule.local;
  if (local) {
    const { children, teams, events } = local.counts;
    const size = `a Parent, ${children} children, ${teams} teams, ${events} events`;
    const first = local.firstEvent.median.listMs;
    rows.push(row(`Schedule: first event on /schedule, ${size}`, 'local', first, ms(first), { atMost: 1000 }));
    const small = schedule.localSmall;
    if (small) {
      const value = slope(small.firstEvent.median.listMs, first, small.counts.events, events);
      rows.push(
        row(`Schedule slope: ms per 100 events (${small.counts.events} → ${events})`, 'local', value, ms(value), {
          atMost: SLOPE_TARGET_MS,
        }),
      );
    }
    const rules = local.firstEvent.median;
    if (typeof rules.rulesMs === 'number')
      rows.push(
        row(
          `Schedule: … rules evaluation until the first event (${Math.round(rules.rulesRequests)} requests, parsing included)`,
          'local',
          rules.rulesMs,
          ms(rules.rulesMs),
        ),
      );
    const taps = local.taps.median;
    const count = local.taps.runs[0]?.taps ?? '?';
    rows.push(
      row(`Schedule: slowest answer tap (INP), ${count} taps`, 'local', taps.inpMs, ms(taps.inpMs), { atMost: 100 }),
    );
    rows.push(
      row(
        'Schedule: … tap to the answer shown checked (slowest of a run)',
        'local',
        taps.slowestAnswerShownMs,
        ms(taps.slowestAnswerShownMs),
      ),
    );
  }
  const firebase = schedule.firebase;
  if (firebase?.skipped) rows.push(row('Schedule', 'firebase', null, `skipped: ${firebase.skipped}`));
  else if (firebase) {
    const { teams, seriesTeams, weeks, events } = firebase.plan;
    const size = `owner of ${teams} teams, ${seriesTeams} × ${weeks} weekly events (${events}) made through the form`;
    for (const [kind, label] of [
      ['online', 'Firestore unreachable'],
      ['offline', 'offline'],
    ]) {
      const value = firebase.firstEvent[kind]?.median.listMs;
      rows.push(
        row(
          `Schedule: first event on /schedule from the device cache, ${label}, ${size}`,
          'firebase',
          value,
          ms(value),
          {
            atMost: 1000,
          },
        ),
      );
    }
    const offline = firebase.offlineSeries;
    if (offline) {
      rows.push(
        row(
          `Series of ${offline.weeks} made offline: events on /schedule after a reload`,
          'firebase',
          offline.countAfterReload,
          `${offline.countAfterReload} of ${offline.weeks}`,
          { atLeast: offline.weeks },
        ),
      );
      rows.push(
        row(
          `Series of ${offline.weeks} made offline: Save to the first event's page`,
          'firebase',
          offline.saveToEventPageMs,
          ms(offline.saveToEventPageMs),
        ),
      );
    }
  }
  return rows;
}

export function markdownTable(rows) {
  const lines = ['| Figure | Build | Median | Target | Status |', '| --- | --- | --- | --- | --- |'];
  for (const each of rows)
    lines.push(`| ${each.figure} | ${each.build} | ${each.shown} | ${each.target || '—'} | ${each.status || '—'} |`);
  return lines.join('\n');
}
