import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

describe('return to the remembered route', () => {
  it('returns to a same-origin path with its query', () => {
    expect(safeReturnTo('/join?code=ABC')).toBe('/join?code=ABC');
    expect(safeReturnTo('/clubs/x1')).toBe('/clubs/x1');
  });

  it('falls back to the dashboard for anything else', () => {
    for (const bad of [
      undefined,
      42,
      '',
      'dashboard',
      'https://evil.example',
      '//evil.example',
      '/\\evil',
      '/login',
      '/register?x=1',
      '/',
    ]) {
      expect(safeReturnTo(bad)).toBe('/dashboard');
    }
  });
});
