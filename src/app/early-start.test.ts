// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberSignedIn } from '../session/signed-in-hint';
import type { SessionSource } from '../session/session';
import { startRememberedSession } from './early-start';

const routes = {
  '/dashboard': [{ id: '__root__' }, { id: '/_authed' }, { id: '/_authed/dashboard/' }],
  '/login': [{ id: '__root__' }, { id: '/login' }],
};

function fakes() {
  const session = { ensure: vi.fn(() => new Promise(() => {})) } as unknown as SessionSource;
  const router = {
    getMatchedRoutes: (pathname: string) => [routes[pathname as keyof typeof routes] ?? [], {}, undefined],
    loadRouteChunk: vi.fn(() => Promise.resolve()),
  } as unknown as Parameters<typeof startRememberedSession>[0];
  return { session, router };
}

afterEach(() => rememberSignedIn(false));

describe('startRememberedSession', () => {
  it('on a signed-in screen of a device that was signed in: the backend and every chunk of the route at once', () => {
    rememberSignedIn(true);
    const { session, router } = fakes();
    startRememberedSession(router, { session, pathname: '/dashboard' });
    expect(session.ensure).toHaveBeenCalledTimes(1);
    expect(vi.mocked(router.loadRouteChunk).mock.calls.map(([route]) => route.id)).toEqual(
      routes['/dashboard'].map((r) => r.id),
    );
  });

  it('loads nothing ahead on a public page, or when the device was not signed in', () => {
    rememberSignedIn(true);
    const onLogin = fakes();
    startRememberedSession(onLogin.router, { session: onLogin.session, pathname: '/login' });
    rememberSignedIn(false);
    const signedOut = fakes();
    startRememberedSession(signedOut.router, { session: signedOut.session, pathname: '/dashboard' });
    for (const { session, router } of [onLogin, signedOut]) {
      expect(session.ensure).not.toHaveBeenCalled();
      expect(router.loadRouteChunk).not.toHaveBeenCalled();
    }
  });
});
