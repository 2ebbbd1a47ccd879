import { describe, expect, it } from 'vitest';
import {
  firebaseBuildProblem,
  firebaseEmulatorPlace,
  firebaseSettingsFrom,
  missingFirebaseVariables,
} from './firebase-settings';

describe('Firebase settings from the build environment', () => {
  it('takes the configured values, trimmed, and leaves out the unset ones', () => {
    expect(
      firebaseSettingsFrom({
        VITE_FIREBASE_API_KEY: ' key ',
        VITE_FIREBASE_PROJECT_ID: 'pitchside-prod',
        VITE_FIREBASE_AUTH_DOMAIN: '',
        VITE_FIREBASE_APP_ID: '1:2:web:3',
      }),
    ).toEqual({ apiKey: 'key', projectId: 'pitchside-prod', appId: '1:2:web:3' });
  });

  it('never falls back to demo values outside the emulator build', () => {
    const settings = firebaseSettingsFrom({ VITE_BACKEND: 'firebase' });
    expect(settings).toEqual({});
    expect(missingFirebaseVariables(settings)).toEqual(['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_PROJECT_ID']);
  });

  it('uses the demo project and key for the emulators unless others are given', () => {
    expect(firebaseSettingsFrom({ VITE_FIREBASE_EMULATORS: '1' })).toEqual({
      apiKey: 'demo-api-key',
      projectId: 'demo-pitchside',
    });
    expect(
      firebaseSettingsFrom({ VITE_FIREBASE_EMULATORS: '1', VITE_FIREBASE_PROJECT_ID: 'demo-other' }).projectId,
    ).toBe('demo-other');
  });

  it("finds the emulators on loopback (1) or at the page's own origin (origin, npm run start:cloud)", () => {
    expect(firebaseEmulatorPlace({ VITE_FIREBASE_EMULATORS: '1' })).toBe('loopback');
    expect(firebaseEmulatorPlace({ VITE_FIREBASE_EMULATORS: 'origin' })).toBe('origin');
    expect(firebaseEmulatorPlace({ VITE_FIREBASE_EMULATORS: '' })).toBeUndefined();
    expect(firebaseEmulatorPlace({})).toBeUndefined();
    expect(firebaseSettingsFrom({ VITE_FIREBASE_EMULATORS: 'origin' })).toEqual({
      apiKey: 'demo-api-key',
      projectId: 'demo-pitchside',
    });
  });
});

describe('firebaseBuildProblem', () => {
  it('stops a Firebase build without an API key or project id, naming them and where to set them', () => {
    const problem = firebaseBuildProblem({ VITE_BACKEND: 'firebase' });
    expect(problem).toMatch(/VITE_FIREBASE_API_KEY and VITE_FIREBASE_PROJECT_ID/);
    expect(problem).toMatch(/\.env\.example/);
    expect(firebaseBuildProblem({ VITE_BACKEND: 'firebase', VITE_FIREBASE_PROJECT_ID: 'p' })).toMatch(
      /needs VITE_FIREBASE_API_KEY\./,
    );
  });

  it('judges a build that is Firebase because a project id is set (VITE_BACKEND unset)', () => {
    expect(firebaseBuildProblem({ VITE_FIREBASE_PROJECT_ID: 'pitchside-prod' })).toMatch(/VITE_FIREBASE_API_KEY/);
    expect(
      firebaseBuildProblem({ VITE_FIREBASE_PROJECT_ID: 'pitchside-prod', VITE_FIREBASE_API_KEY: 'k' }),
    ).toBeUndefined();
  });

  it('lets the emulator build and local builds through', () => {
    expect(firebaseBuildProblem({ VITE_BACKEND: 'firebase', VITE_FIREBASE_EMULATORS: '1' })).toBeUndefined();
    expect(firebaseBuildProblem({ VITE_BACKEND: 'local' })).toBeUndefined();
    expect(firebaseBuildProblem({})).toBeUndefined();
  });
});
