import { defineConfig } from 'vitest/config';

/**
 * `npm run test:rules` (scripts/test-rules.mjs): the permission table against firestore.rules in
 * the Firestore emulator, in Node, and nothing else.
 */
export default defineConfig({
  define: { __BACKEND__: JSON.stringify('firebase') },
  test: {
    include: ['src/backend/firebase/firestore-rules.emulator.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
