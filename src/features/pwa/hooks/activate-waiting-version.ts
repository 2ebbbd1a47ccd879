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
