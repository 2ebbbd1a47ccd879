import { describe, expect, it } from 'vitest';
import { DEFAULT_PREVIEW_PORT, previewPort } from './preview-port';

// `npm start` serves on 4173, which another program may hold: `PORT` moves it (README "Run it")
describe('the port npm start serves on', () => {
  it('is 4173 without PORT, or with an empty one', () => {
    expect(previewPort(undefined)).toBe(DEFAULT_PREVIEW_PORT);
    expect(previewPort(' ')).toBe(4173);
  });

  it('is PORT when it names a port', () => {
    expect(previewPort('5000')).toBe(5000);
    expect(previewPort('65535')).toBe(65535);
  });

  it.each(['abc', '0', '65536', '80.5', '-1'])('refuses PORT=%s, naming it', (value) => {
    expect(() => previewPort(value)).toThrow(`PORT must be a port number from 1 to 65535, not "${value}"`);
  });
});
