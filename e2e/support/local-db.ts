import type { Page } from '@playwright/test';

/**
 * Direct access to the local backend's IndexedDB (`pitchside-local`), for seeding data that
 * no screen creates yet and for checking what was stored.
 */
export function putDoc(page: Page, collection: string, id: string, data: Record<string, unknown>) {
  return page.evaluate(
    ({ collection, id, data }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('pitchside-local');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('docs', 'readwrite');
          tx.objectStore('docs').put({ collection, id, data });
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
    { collection, id, data },
  );
}

export function getDoc(page: Page, collection: string, id: string) {
  return page.evaluate(
    ({ collection, id }) =>
      new Promise<Record<string, unknown> | null>((resolve, reject) => {
        const open = indexedDB.open('pitchside-local');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('docs').objectStore('docs').get([collection, id]);
          request.onsuccess = () => resolve(request.result?.data ?? null);
          request.onerror = () => reject(request.error);
        };
      }),
    { collection, id },
  );
}

export function signedInUid(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open('pitchside-local');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('sessions').objectStore('sessions').get('current');
          request.onsuccess = () => resolve(request.result?.uid ?? null);
          request.onerror = () => reject(request.error);
        };
      }),
  );
}
