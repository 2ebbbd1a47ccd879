import { defineConfig } from 'vitest/config';
import { FunctionsFiguresReporter } from './scripts/functions-figures-reporter.ts';

/**
 * `npm run test:rules` (scripts/test-rules.mjs): the suites Google's Firestore emulator judges,
 * in Node: the permission table against firestore.rules, the DataPort contract suite on the
 * Firestore adapter, the offline-sync test, the rules differential (seeded requests judged by
 * the local evaluator and the emulator alike), and the Firebase adapter's handling of what this
 * device wrote (docs/architecture.md "Documents this device wrote"), and the functions' handlers
 * (functions/src, its `.emulator.test.ts` files). Each uses the emulator named by
 * FIRESTORE_EMULATOR_HOST (scripts/firestore-emulator.mjs starts one when none is named).
 */
export default defineConfig({
  define: { __BACKEND__: JSON.stringify('firebase') },
  test: {
    include: [
      'assurance/firebase/firestore-rules-*.emulator.test.ts',
      'assurance/contract/firestore.contract.test.ts',
      'assurance/contract/firestore-sync.emulator.test.ts',
      'assurance/contract/rules-differential.emulator.test.ts',
      'src/backend/firebase/created-doc-watch.emulator.test.ts',
      'src/backend/firebase/duplicate-commit.emulator.test.ts',
      'src/backend/firebase/new-group-query.emulator.test.ts',
      // the functions' handlers, each test in its own emulator project (docs/notifications.md)
      'functions/src/**/*.emulator.test.ts',
    ],
    environment: 'node',
    reporters: ['default', new FunctionsFiguresReporter()],
    // the files wait mostly on the emulator's round trips, each in its own emulator project:
    // run three at once (Vitest's default is one fewer than the cores, 1 on a 2-core machine)
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
