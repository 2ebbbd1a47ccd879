// Seeds the local backend's IndexedDB (`pitchside-local`, as e2e/support/local-db.ts does):
// copies of the club, team, child and memberships the user made through the screens, so the
// copies have exactly the stored shape the app writes.

/** Runs in the page. Returns the id of the team whose squad was filled. */
function seedInPage({ uid, clubs, teams, children, squad }) {
  const firsts = [
    'Olivia',
    'Noah',
    'Amelia',
    'Leo',
    'Isla',
    'Oscar',
    'Ava',
    'Arthur',
    'Mia',
    'Muhammad',
    'Ivy',
    'Harry',
    'Lily',
    'George',
    'Freya',
    'Theo',
    'Grace',
    'Jack',
    'Ella',
    'Finley',
    'Sophia',
    'Alfie',
    'Rosie',
    'Henry',
    'Evie',
    'Charlie',
    'Willow',
    'Thomas',
    'Poppy',
    'Luca',
  ];
  const lasts = [
    'Smith',
    'Jones',
    'Taylor',
    'Brown',
    'Williams',
    'Wilson',
    'Johnson',
    'Davies',
    'Patel',
    'Robinson',
    'Wright',
    'Thompson',
    'Evans',
    'Walker',
    'White',
    'Roberts',
    'Green',
    'Hall',
    'Thomas',
    'Clarke',
    'Jackson',
    'Wood',
    'Harris',
    'Edwards',
    'Turner',
    'Martin',
    'Cooper',
    'Hill',
    'Ward',
    'Hughes',
    'Moore',
    'Clark',
    'King',
    'Harrison',
    'Lewis',
    'Baker',
    'Lee',
    'Allen',
    'Morris',
    'Khan',
    'Scott',
    'Watson',
    'Davis',
    'Parker',
    'James',
    'Bennett',
    'Young',
    'Phillips',
    'Richardson',
    'Mitchell',
  ];
  const newId = () => crypto.randomUUID().replaceAll('-', '').slice(0, 20);
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('pitchside-local');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const read = db.transaction('docs').objectStore('docs').getAll();
      read.onerror = () => reject(read.error);
      read.onsuccess = () => {
        const all = read.result;
        const one = (collection, test) => all.find((doc) => doc.collection === collection && test(doc.data));
        const club = one('clubs', (data) => data.ownerId === uid);
        const team = one('teams', (data) => data.ownerId === uid);
        const child = one('users', (data) => data.linkedParentId === uid);
        const clubOwner = one('clubMemberships', (data) => data.userId === uid);
        const teamOwner = one('teamMemberships', (data) => data.userId === uid);
        if (!club || !team || !child || !clubOwner || !teamOwner)
          return reject(new Error('the data made through the screens is not stored yet'));
        const put = [];
        const clubIds = [club.id];
        for (let i = 1; i < clubs; i += 1) {
          const id = newId();
          const name = `Bench Club ${String(i).padStart(3, '0')}`;
          clubIds.push(id);
          put.push({ collection: 'clubs', id, data: { ...club.data, name, joinCode: '' } });
          put.push({
            collection: 'clubMemberships',
            id: `${id}_${uid}`,
            data: { ...clubOwner.data, clubId: id, groupName: name, joinCode: '' },
          });
        }
        for (let i = 1; i < teams; i += 1) {
          const id = newId();
          const name = `Bench Team ${String(i).padStart(3, '0')}`;
          put.push({
            collection: 'teams',
            id,
            data: { ...team.data, name, clubId: clubIds[i % clubIds.length], joinCode: '' },
          });
          put.push({
            collection: 'teamMemberships',
            id: `${id}_${uid}`,
            data: { ...teamOwner.data, teamId: id, groupName: name, joinCode: '' },
          });
        }
        for (let i = 1; i < children; i += 1) {
          const id = newId();
          const firstName = firsts[i % firsts.length];
          const lastName = lasts[(i * 7) % lasts.length];
          const email = i % 5 === 0 ? `${firstName}.${lastName}.${i}@example.com` : '';
          put.push({
            collection: 'users',
            id,
            data: {
              ...child.data,
              firstName,
              lastName,
              email,
              emailLower: email.toLowerCase(),
              dob: `201${i % 8}-0${1 + (i % 9)}-1${i % 10}`,
            },
          });
          // the squad: the owner and the first children
          if (i < squad) {
            put.push({
              collection: 'teamMemberships',
              id: `${team.id}_${id}`,
              data: {
                ...teamOwner.data,
                userId: id,
                role: 'member',
                displayName: `${firstName} ${lastName}`,
                squadRole: 'Player',
              },
            });
          }
        }
        const write = db.transaction('docs', 'readwrite');
        const store = write.objectStore('docs');
        for (const doc of put) store.put(doc);
        write.oncomplete = () => {
          db.close();
          resolve({ teamId: team.id, written: put.length });
        };
        write.onerror = () => reject(write.error);
      };
    };
  });
}

/** The signed-in user's uid on the local build (its session record). */
function signedInUid(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('pitchside-local');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('sessions').objectStore('sessions').get('current');
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result?.uid ?? null);
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}

/** Runs `seed` in the page for the signed-in user, again while the screens' writes are not stored yet. */
async function seedSignedIn(page, seed, counts) {
  const uid = await signedInUid(page);
  if (!uid) throw new Error('nobody is signed in on the local build');
  for (let tries = 0; ; tries += 1) {
    try {
      return await page.evaluate(seed, { uid, ...counts });
    } catch (error) {
      if (tries > 50 || !String(error).includes('not stored yet')) throw error;
      await page.waitForTimeout(200);
    }
  }
}

/** Fills the signed-in user's data to the given sizes; waits until the screens' writes are stored first. */
export function seedScale(page, counts) {
  return seedSignedIn(page, seedInPage, counts);
}

/**
 * Runs in the page. The schedule of a Parent (the signed-in user, who made a club, a team and a
 * child through the screens): `children` children (the one made and copies of it) on `teams`
 * teams (the one made, which the parent owns, and others a coach owns), the parent a member of
 * `parentTeams` of them; each child membership names the parent (`parentId`) and comes with the
 * parent's guardian link, as the join writes them (cascades-join.ts, guardian-links.ts); then
 * `events` upcoming events spread over the teams, two a week each (a training and a match, each
 * a weekly series), shaped as planCreateEvents writes them (event-plans.ts, eventRecord), and
 * answers of the parent and the children to some of them (planAnswer), none to each team's
 * first events.
 */
function scheduleInPage({ uid, teams, children, events, parentTeams }) {
  const newId = () => crypto.randomUUID().replaceAll('-', '').slice(0, 20);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const now = new Date().toISOString();
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('pitchside-local');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const read = db.transaction('docs').objectStore('docs').getAll();
      read.onerror = () => reject(read.error);
      read.onsuccess = () => {
        const all = read.result;
        const one = (collection, test) => all.find((doc) => doc.collection === collection && test(doc.data));
        const team = one('teams', (data) => data.ownerId === uid);
        const child = one('users', (data) => data.linkedParentId === uid);
        const parent = one('users', (data) => data.uid === uid);
        const teamOwner = one('teamMemberships', (data) => data.userId === uid);
        if (!team || !child || !parent || !teamOwner)
          return reject(new Error('the data made through the screens is not stored yet'));
        const put = [];
        const { joinCode: _code, ...ownerRecord } = teamOwner.data;
        const membership = (teamId, groupName, fields) => ({
          collection: 'teamMemberships',
          id: `${teamId}_${fields.userId}`,
          data: { ...ownerRecord, teamId, groupName, squadRole: '', ...fields, createdAt: now, updatedAt: now },
        });
        // the teams: the parent's own, then a coach's
        const coachId = newId();
        const squad = [{ id: team.id, name: team.data.name, ownerId: uid }];
        for (let i = 1; i < teams; i += 1) {
          const id = `${coachId}-${newId().slice(0, 12)}`;
          const name = `Bench Team ${String(i).padStart(2, '0')}`;
          squad.push({ id, name, ownerId: coachId });
          put.push({
            collection: 'teams',
            id,
            data: { ...team.data, name, clubId: null, ownerId: coachId, joinCode: '', createdAt: now, updatedAt: now },
          });
          put.push(
            membership(id, name, { userId: coachId, role: 'owner', displayName: 'Robin Coach', squadRole: 'Coach' }),
          );
        }
        // the parent: owner of the first team, a member of every (teams / parentTeams)-th after it
        const parentOn = new Set([0]);
        for (let i = 1; parentOn.size < Math.min(parentTeams, teams); i += 1)
          parentOn.add(Math.round((i * teams) / parentTeams) % teams);
        for (const index of parentOn) {
          if (index === 0) continue;
          const displayName = `${parent.data.firstName} ${parent.data.lastName}`.trim();
          put.push(membership(squad[index].id, squad[index].name, { userId: uid, role: 'member', displayName }));
        }
        // the children: the one made and copies; each on a run of teams, the runs overlapping, all teams covered
        const firsts = ['Mia', 'Leo', 'Ivy', 'Theo', 'Ella'];
        const kids = [{ id: child.id, name: `${child.data.firstName} ${child.data.lastName}` }];
        for (let i = 1; i < children; i += 1) {
          const id = newId();
          const firstName = firsts[(i - 1) % firsts.length];
          kids.push({ id, name: `${firstName} ${child.data.lastName}` });
          put.push({
            collection: 'users',
            id,
            data: {
              ...child.data,
              firstName,
              dob: `201${3 + (i % 5)}-0${1 + i}-1${i}`,
              createdAt: now,
              updatedAt: now,
            },
          });
        }
        const onTeam = squad.map((_, index) => (parentOn.has(index) ? [uid] : []));
        const run = Math.ceil(teams / children) + 1;
        kids.forEach((kid, k) => {
          const first = Math.floor((k * teams) / children);
          for (let step = 0; step < run; step += 1) {
            const index = (first + step) % teams;
            if (onTeam[index].includes(kid.id)) continue;
            onTeam[index].push(kid.id);
            const { id: teamId, name } = squad[index];
            put.push(
              membership(teamId, name, {
                userId: kid.id,
                role: 'member',
                displayName: kid.name,
                squadRole: 'Player',
                parentId: uid,
                parentName: parent.data.firstName,
              }),
            );
            put.push({
              collection: 'teamGuardians',
              id: `${teamId}_${uid}`,
              data: { teamId, parentId: uid, viaChildId: kid.id },
            });
          }
        });
        // the events: round the teams, two a week each, from tomorrow on
        const today = new Date();
        const series = squad.map(() => [newId(), newId()]);
        let answers = 0;
        for (let j = 0; j < events; j += 1) {
          const index = j % teams;
          const occurrence = Math.floor(j / teams);
          const week = Math.floor(occurrence / 2);
          const match = occurrence % 2 === 1;
          const day = 1 + week * 7 + (match ? 4 + (index % 2) : index % 3);
          const startsAt = match
            ? new Date(today.getFullYear(), today.getMonth(), today.getDate() + day, 9 + (index % 4), 30)
            : new Date(today.getFullYear(), today.getMonth(), today.getDate() + day, 17 + (index % 3), 0);
          const endsAt = new Date(startsAt.getTime() + (match ? 120 : 90) * 60_000);
          const id = newId();
          const teamId = squad[index].id;
          put.push({
            collection: 'events',
            id,
            data: {
              teamId,
              type: match ? 'match' : 'training',
              title: match ? `Match v Rovers ${week + 1}` : 'Training',
              startsAt,
              endsAt,
              timeZone: zone,
              meetTime: match ? `0${8 + (index % 4)}:45`.slice(-5) : '',
              location: match ? 'Away ground' : 'Bench Park, pitch 2',
              opponent: match ? `Rovers ${week + 1}` : '',
              notes: '',
              defaultGoing: false,
              status: 'scheduled',
              cancelReason: '',
              seriesId: series[index][match ? 1 : 0],
              sequence: 0,
              createdBy: squad[index].ownerId,
              createdAt: now,
              updatedAt: now,
            },
          });
          // answered: the team's 5th to 16th events, not the first ones (the taps are measured there)
          if (occurrence >= 4 && occurrence < 16)
            for (const personId of onTeam[index]) {
              answers += 1;
              put.push({
                collection: 'eventAnswers',
                id: `${id}_${personId}`,
                data: {
                  eventId: id,
                  teamId,
                  personId,
                  status: ['going', 'maybe', 'notGoing'][(j + answers) % 3],
                  answeredBy: uid,
                  startsAt,
                  updatedAt: now,
                },
              });
            }
        }
        const write = db.transaction('docs', 'readwrite');
        const store = write.objectStore('docs');
        for (const doc of put) store.put(doc);
        write.oncomplete = () => {
          db.close();
          resolve({
            written: put.length,
            answers,
            parentOn: [...parentOn].length,
            guarded: squad.length - parentOn.size,
            childMemberships: onTeam.flat().length - parentOn.size,
          });
        };
        write.onerror = () => reject(write.error);
      };
    };
  });
}

/** The schedule's data for the signed-in Parent (made a club, a team and a child through the screens first). */
export function seedSchedule(page, counts) {
  return seedSignedIn(page, scheduleInPage, counts);
}

/**
 * Runs in the page, after scheduleInPage. `total` announcements of the groups the Parent (the
 * signed-in user) reads: each team they or a child are on (their memberships and their guardian
 * links) and their club, round the groups, one every hour back from now, by the teams' coach; the
 * older `seenShare` of them marked seen by the parent, as planPost and planSeenMarks write them
 * (src/domain/announcements/announcement-plans.ts).
 */
function announcementsInPage({ uid, total, seenShare }) {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('pitchside-local');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const read = db.transaction('docs').objectStore('docs').getAll();
      read.onerror = () => reject(read.error);
      read.onsuccess = () => {
        const all = read.result;
        const groups = new Map();
        for (const doc of all) {
          const { collection, data } = doc;
          if (collection === 'teamMemberships' && (data.userId === uid || data.parentId === uid))
            groups.set(`team:${data.teamId}`, { kind: 'team', id: data.teamId });
          if (collection === 'clubMemberships' && data.userId === uid)
            groups.set(`club:${data.clubId}`, { kind: 'club', id: data.clubId });
        }
        const list = [...groups.values()];
        if (list.length === 0) return reject(new Error('the data made through the screens is not stored yet'));
        const put = [];
        const hour = 60 * 60 * 1000;
        const seenFrom = Math.round(total * (1 - seenShare));
        for (let j = 0; j < total; j += 1) {
          const group = list[j % list.length];
          const postedAt = new Date(Date.now() - (j + 1) * hour);
          const id = `bench${String(j).padStart(4, '0')}`;
          put.push({
            collection: 'announcements',
            id,
            data: {
              groupKind: group.kind,
              groupId: group.id,
              message: `Bench announcement ${j + 1}: training moves to pitch ${1 + (j % 4)}, bring a water bottle.`,
              authorId: 'benchCoach',
              authorName: 'Robin Coach',
              postedAt,
            },
          });
          if (j >= seenFrom)
            put.push({
              collection: 'announcementSeen',
              id: `${id}_${uid}`,
              data: {
                announcementId: id,
                groupKind: group.kind,
                groupId: group.id,
                personId: uid,
                postedAt,
                seenAt: new Date().toISOString(),
              },
            });
        }
        const write = db.transaction('docs', 'readwrite');
        const store = write.objectStore('docs');
        for (const doc of put) store.put(doc);
        write.oncomplete = () => {
          db.close();
          resolve({ written: put.length, groups: list.length, seen: total - seenFrom });
        };
        write.onerror = () => reject(write.error);
      };
    };
  });
}

/** Announcements of the signed-in Parent's groups (after seedSchedule). */
export function seedAnnouncements(page, counts) {
  return seedSignedIn(page, announcementsInPage, counts);
}
