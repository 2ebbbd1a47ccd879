import { describe, expect, it } from 'vitest';
import { isIosSafari } from './use-ios-install-hint';

const iPhoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const iPadSafari =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const iPhoneChrome =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1';
const androidChrome =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

describe('the Add to Home Screen hint', () => {
  it('is for Safari on an iPhone, and on an iPad that presents itself as a Mac with a touch screen', () => {
    expect(isIosSafari(iPhoneSafari, 5)).toBe(true);
    expect(isIosSafari(iPadSafari, 5)).toBe(true);
  });

  it('is not for a Mac, another browser on iOS, or Android (which offers Install app)', () => {
    expect(isIosSafari(iPadSafari, 0)).toBe(false);
    expect(isIosSafari(iPhoneChrome, 5)).toBe(false);
    expect(isIosSafari(androidChrome, 5)).toBe(false);
  });
});
