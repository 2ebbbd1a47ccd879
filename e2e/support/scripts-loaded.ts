import type { Page } from '@playwright/test';

/** The JavaScript the page itself downloads (not the service worker's precache), with its text. */
export function recordScripts(page: Page) {
  const scripts: { url: string; body: Promise<string> }[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() === 'script' && !request.serviceWorker()) {
      scripts.push({ url: response.url(), body: response.text().catch(() => '') });
    }
  });
  return {
    /** urls of the scripts whose code contains any of the markers */
    async containing(markers: string[]) {
      const hits: string[] = [];
      for (const script of scripts) {
        const body = await script.body;
        if (markers.some((marker) => body.includes(marker))) hits.push(script.url);
      }
      return hits;
    },
    count: () => scripts.length,
  };
}
