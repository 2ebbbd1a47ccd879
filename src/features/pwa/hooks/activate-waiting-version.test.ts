import { describe, expect, it, vi } from 'vitest';
import { activateWaitingVersion, isNewVersionWaiting } from './activate-waiting-version';

function fakeContainer(waiting: { postMessage: (message: unknown) => void } | null) {
  const target = new EventTarget();
  const container = Object.assign(target, {
    getRegistration: async () => ({ waiting }),
  });
  return container as unknown as ServiceWorkerContainer & EventTarget;
}

describe('Reload, for a new version', () => {
  it('lets the waiting version take over, and loads the page again only once it has', async () => {
    const postMessage = vi.fn();
    const container = fakeContainer({ postMessage });
    const reloadPage = vi.fn();
    await activateWaitingVersion(container, reloadPage);
    expect(postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reloadPage).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('only loads the page again when another tab already let the new version take over', async () => {
    const container = fakeContainer(null);
    const reloadPage = vi.fn();
    await activateWaitingVersion(container, reloadPage);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});

describe('whether a new version waits', () => {
  const worker = {};
  const withRegistration = (registration: { waiting: object | null; active: object | null } | undefined) =>
    ({ getRegistration: async () => registration }) as unknown as ServiceWorkerContainer;

  it('is a waiting worker behind an active one', async () => {
    expect(await isNewVersionWaiting(withRegistration({ waiting: worker, active: {} }))).toBe(true);
  });

  it('is not a first install still waiting to activate, nor a registration with nothing waiting', async () => {
    expect(await isNewVersionWaiting(withRegistration({ waiting: worker, active: null }))).toBe(false);
    expect(await isNewVersionWaiting(withRegistration({ waiting: null, active: worker }))).toBe(false);
    expect(await isNewVersionWaiting(withRegistration(undefined))).toBe(false);
  });
});
