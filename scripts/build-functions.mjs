#!/usr/bin/env node
// `npm run build:functions`: bundles functions/src/index.ts into functions/lib/index.js (CommonJS,
// Node 22), the file functions/package.json names as `main` and `firebase deploy` uploads with
// it. The three runtime dependencies stay outside (Cloud Build installs them from
// functions/package.json); the app's own modules it imports (the calendar file, the wall clock,
// who is staff) and their libraries (@date-fns/tz) are bundled in, so the
// functions package needs nothing from the app's node_modules.
import { rolldown } from 'rolldown';

/** The functions package's dependencies, and nothing else, stay external. */
export const FUNCTIONS_EXTERNALS = ['firebase-admin', 'firebase-functions', 'web-push'];

const isExternal = (id) =>
  id.startsWith('node:') || FUNCTIONS_EXTERNALS.some((name) => id === name || id.startsWith(`${name}/`));

export async function buildFunctions({ outFile = 'functions/lib/index.js' } = {}) {
  const bundle = await rolldown({
    input: 'functions/src/index.ts',
    platform: 'node',
    external: isExternal,
    logLevel: 'warn',
  });
  try {
    const { output } = await bundle.write({ file: outFile, format: 'cjs', sourcemap: false });
    return output[0];
  } finally {
    await bundle.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const chunk = await buildFunctions();
  console.log(
    `build:functions: functions/lib/index.js, ${Math.round(chunk.code.length / 1024)} KiB, in ${Date.now() - started} ms`,
  );
}
