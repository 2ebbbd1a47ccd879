import { describe, expect, it } from 'vitest';
import { firebaseOptions } from './firebase-app';

describe('firebaseOptions', () => {
  it('leaves out the settings that are not configured', () => {
    expect(firebaseOptions({ apiKey: 'k', projectId: 'demo-x', authDomain: undefined, appId: undefined })).toEqual({
      apiKey: 'k',
      projectId: 'demo-x',
    });
  });

  it('refuses to start without an API key or project id, naming what is missing', () => {
    expect(() => firebaseOptions({ projectId: 'p' })).toThrow(/VITE_FIREBASE_API_KEY/);
    expect(() => firebaseOptions({})).toThrow(/VITE_FIREBASE_API_KEY and VITE_FIREBASE_PROJECT_ID/);
  });
});
