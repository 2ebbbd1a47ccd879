import { describe, expect, it, vi } from 'vitest';
import { createTokenSyncHandler, tokenSyncRequest } from './token-sync';

const URL = 'https://sync.example.test/token';

function userWithToken(token: string) {
  return { getIdToken: vi.fn(async () => token) };
}

describe('tokenSyncRequest', () => {
  it('is a JSON POST carrying only the ID token', () => {
    const request = tokenSyncRequest('abc.def.ghi');
    expect(request.method).toBe('POST');
    expect(request.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(JSON.parse(request.body as string)).toEqual({ idToken: 'abc.def.ghi' });
  });
});

describe('createTokenSyncHandler', () => {
  it('posts the token of a signed-in user to the URL', async () => {
    const fetchMock = vi.fn(async () => ({ ok: true, status: 200 }));
    await createTokenSyncHandler(URL, fetchMock)(userWithToken('token-1'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(URL);
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ idToken: 'token-1' });
  });

  it('posts nothing on sign-out', async () => {
    const fetchMock = vi.fn(async () => ({ ok: true, status: 200 }));
    await createTokenSyncHandler(URL, fetchMock)(null);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts every new token once', async () => {
    const fetchMock = vi.fn(async () => ({ ok: true, status: 200 }));
    const handler = createTokenSyncHandler(URL, fetchMock);
    await handler(userWithToken('token-1'));
    await handler(userWithToken('token-1'));
    await handler(userWithToken('token-2'));
    const bodies = fetchMock.mock.calls.map((call) =>
      JSON.parse((call as unknown as [string, RequestInit])[1].body as string),
    );
    expect(bodies).toEqual([{ idToken: 'token-1' }, { idToken: 'token-2' }]);
  });

  it('posts the same token again after a sign-out and sign-in', async () => {
    const fetchMock = vi.fn(async () => ({ ok: true, status: 200 }));
    const handler = createTokenSyncHandler(URL, fetchMock);
    await handler(userWithToken('token-1'));
    await handler(null);
    await handler(userWithToken('token-1'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('only warns when the request fails, and retries the token next time', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({ ok: false, status: 503 })
      .mockResolvedValueOnce({ ok: true, status: 200 });
    const handler = createTokenSyncHandler(URL, fetchMock);
    await expect(handler(userWithToken('token-1'))).resolves.toBeUndefined();
    await expect(handler(userWithToken('token-1'))).resolves.toBeUndefined();
    await handler(userWithToken('token-1'));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('only warns when the token cannot be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = vi.fn();
    const user = { getIdToken: vi.fn(async () => Promise.reject(new Error('offline'))) };
    await expect(createTokenSyncHandler(URL, fetchMock)(user)).resolves.toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
