import type { Page } from '@playwright/test';

/**
 * Records every document the local backend stores (`docs` in IndexedDB), from the next page
 * load on: what a form really wrote, so a test can count writes rather than toasts.
 */
export function recordDocWrites(page: Page) {
  return page.addInitScript(() => {
    const writes: { path: string; data: Record<string, unknown> }[] = [];
    (window as unknown as { __docWrites: typeof writes }).__docWrites = writes;
    for (const method of ['put', 'add'] as const) {
      const original = IDBObjectStore.prototype[method];
      IDBObjectStore.prototype[method] = function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
        const record = value as { collection?: string; id?: string; data?: Record<string, unknown> } | null;
        if (this.name === 'docs' && record?.collection && record.id) {
          writes.push({ path: `${record.collection}/${record.id}`, data: record.data ?? {} });
        }
        return original.call(this, value, key);
      };
    }
  });
}

/** The stored versions of one document (`collection/id`) since the page loaded, oldest first. */
export function docWrites(page: Page, path: string) {
  return page.evaluate(
    (path) =>
      (window as unknown as { __docWrites: { path: string; data: Record<string, unknown> }[] }).__docWrites
        .filter((write) => write.path === path)
        .map((write) => write.data),
    path,
  );
}

/**
 * Keeps, from the next page load on, the most toasts (live regions, role=status) the page
 * showed at once: a pile shows as more than one, however briefly it stood.
 */
export function recordToastPiles(page: Page) {
  return page.addInitScript(() => {
    const state = window as unknown as { __mostToasts: number };
    state.__mostToasts = 0;
    const observer = new MutationObserver(() => {
      const shown = document.querySelectorAll('[role="status"]').length;
      if (shown > state.__mostToasts) state.__mostToasts = shown;
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

export function mostToastsAtOnce(page: Page) {
  return page.evaluate(() => (window as unknown as { __mostToasts: number }).__mostToasts);
}
