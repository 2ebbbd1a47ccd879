import { describe, expect, it } from 'vitest';
import { warningLines } from './clean-builds.mjs';

// a build's warnings read as failures to whoever runs it, so `npm test` fails on one instead of printing it
describe('the warnings of a build log', () => {
  it('finds the forms Vite, Rolldown and their plugins print, without their colours', () => {
    const log = [
      'vite v8.0.3 building client environment for production...',
      '\u001b[33m WARN \u001b[39m inlineDynamicImports option is deprecated, please use codeSplitting: false instead.',
      '[PLUGIN_TIMINGS] Warning: Your build spent significant time in plugins.',
      '(!) Some chunks are larger than 800 kB after minification.',
      "The CJS build of Vite's Node API is deprecated.",
      'dist/assets/start-abc.js  211.95 kB │ gzip: 68.10 kB',
      'dist-firebase/assets/deprecated-names-x1.js  1.20 kB │ gzip: 0.61 kB',
      'npm warn Unknown user config "always-auth". This will stop working in the next major version of npm.',
      'PWA v1.2.0  mode      injectManifest',
      'precache  97 entries (986.89 KiB)',
      '✓ built in 4.21s',
    ].join('\n');
    expect(warningLines(log)).toEqual([
      'WARN  inlineDynamicImports option is deprecated, please use codeSplitting: false instead.',
      '[PLUGIN_TIMINGS] Warning: Your build spent significant time in plugins.',
      '(!) Some chunks are larger than 800 kB after minification.',
      "The CJS build of Vite's Node API is deprecated.",
    ]);
  });

  it('finds none in a clean log', () => {
    expect(warningLines('✓ 1042 modules transformed.\ndist/index.html  3.10 kB\n✓ built in 3.9s\n')).toEqual([]);
  });
});
