import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __BACKEND__: JSON.stringify('local') },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'assurance/**/*.test.{ts,tsx}',
      'sw/**/*.test.ts',
      'scripts/**/*.test.ts',
      'functions/src/**/*.test.ts',
    ],
    // Node by default; a test file that needs a DOM says so in its first line
    // (`// @vitest-environment happy-dom`): a DOM per file cost about 1 s of CPU each, for files
    // that never touch one
    environment: 'node',
    // no test loads third-party scripts (the ad provider): treat them as loaded, quietly
    environmentOptions: {
      happyDOM: { settings: { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true } },
    },
    setupFiles: ['assurance/kit/setup.ts'],
    restoreMocks: true,
    // expect.poll waits up to 5 s, as waitFor does (assurance/kit/setup.ts): a bound on waiting, not a
    // speed claim; the default 1 s failed a file's first poll, which pays for its imports, on a
    // loaded machine
    expect: { poll: { timeout: 5_000 } },
    // Vitest's default is one worker fewer than the cores: 1 on a 2-core machine, which left a core idle
    maxWorkers: 2,
  },
});
