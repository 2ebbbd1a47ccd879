/**
 * Lets the waiting version take over (sw/sw.ts skips waiting on this message) and loads the
 * page again under it; when another tab already did, only the page is loaded again.
 */
export async function activateWaitingVersion(
  container: ServiceWorkerContainer = navigator.serviceWorker,
  reloadPage: () => void = () => window.location.reload(),
): Promise<void> {
  const waiting = (await container.getRegistration())?.waiting;
  if (!waiting) {
    reloadPage();
    return;
  }
  container.addEventListener('controllerchange', () => reloadPage(), { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

/**
 * Whether a new version waits behind the one running: a waiting worker while another is active.
 * Workbox calls a worker "waiting" when it stays installed for 200 ms, which a first install does
 * on a loaded phone (Firefox was seen to) before it activates: that is no new version.
 */
export async function isNewVersionWaiting(
  container: ServiceWorkerContainer = navigator.serviceWorker,
): Promise<boolean> {
  const registration = await container.getRegistration();
  return Boolean(registration?.waiting && registration.active);
}
