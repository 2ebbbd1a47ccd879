import { describe, expect, it, vi } from 'vitest';
import { AUTH_STARTED } from '../../../sw/auth-start-up';
import { tellWorkerAuthStarted } from './auth-started';

describe('telling the service worker that Auth has started', () => {
  it('posts the message the worker ends a page’s start-up on', () => {
    const postMessage = vi.fn();
    tellWorkerAuthStarted({ controller: { postMessage } } as unknown as ServiceWorkerContainer);
    expect(postMessage).toHaveBeenCalledWith({ type: AUTH_STARTED });
  });

  it('says nothing when no worker controls the page, or the browser has none', () => {
    expect(() => tellWorkerAuthStarted({ controller: null } as unknown as ServiceWorkerContainer)).not.toThrow();
    expect(() => tellWorkerAuthStarted(undefined)).not.toThrow();
  });
});
