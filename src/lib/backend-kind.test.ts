import { describe, expect, it } from 'vitest';
import { resolveBackendKind } from './backend-kind';

describe('choosing the backend at build time', () => {
  it('takes VITE_BACKEND when set, whatever else is configured', () => {
    expect(resolveBackendKind({ VITE_BACKEND: 'local', VITE_FIREBASE_PROJECT_ID: 'p' })).toBe('local');
    expect(resolveBackendKind({ VITE_BACKEND: ' Firebase ' })).toBe('firebase');
  });

  it('else firebase when a project id is configured, else local', () => {
    expect(resolveBackendKind({ VITE_FIREBASE_PROJECT_ID: 'pitchside-prod' })).toBe('firebase');
    expect(resolveBackendKind({ VITE_FIREBASE_PROJECT_ID: '  ' })).toBe('local');
    expect(resolveBackendKind({})).toBe('local');
  });

  it('refuses an unknown backend name instead of guessing', () => {
    expect(() => resolveBackendKind({ VITE_BACKEND: 'supabase' })).toThrow(/VITE_BACKEND/);
  });
});
