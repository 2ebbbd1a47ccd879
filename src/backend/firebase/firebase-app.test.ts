import { describe, expect, it } from 'vitest';
import { firebaseOptions } from './firebase-app';

describe('firebaseOptions', () => {
  it('leaves out the settings that are not configured', () => {
    expect(firebaseOptions({ apiKey: 'k', projectId: 'demo-x', authDomain: undefined, appId: undefined })).toEqual({
      apiKey: 'k',
      projectId: 'demo-x',
    });
  });

  it('always has an API key and a project id (the demo ones when none is configured)', () => {
    const options = firebaseOptions();
    expect(options.apiKey).toEqual(expect.any(String));
    expect(options.projectId).toEqual(expect.any(String));
    expect(Object.values(options).every((value) => typeof value === 'string')).toBe(true);
  });
});
