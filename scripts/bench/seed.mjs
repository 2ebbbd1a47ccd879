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

/** Fills the signed-in user's data to the given sizes; waits until the screens' writes are stored first. */
export async function seedScale(page, counts) {
  const uid = await page.evaluate(
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
  if (!uid) throw new Error('nobody is signed in on the local build');
  for (let tries = 0; ; tries += 1) {
    try {
      return await page.evaluate(seedInPage, { uid, ...counts });
    } catch (error) {
      if (tries > 50 || !String(error).includes('not stored yet')) throw error;
      await page.waitForTimeout(200);
    }
  }
}
