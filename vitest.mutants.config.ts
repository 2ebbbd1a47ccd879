import { defineConfig } from 'vitest/config';

/**
 * `npm run test:mutants`: the mutation test of firestore.rules and the permission table
 * (assurance/local/local-rules-mutants.mutation.ts), and nothing else; not part of
 * `npm run unit`. MUTANTS=n (or `all`) and MUTANTS_SEED=s choose the sample.
 */
export default defineConfig({
  define: { __BACKEND__: JSON.stringify('local') },
  test: {
    include: ['assurance/local/local-rules-mutants.mutation.ts'],
    environment: 'happy-dom',
    environmentOptions: {
      happyDOM: { settings: { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true } },
    },
    setupFiles: ['assurance/kit/setup.ts'],
    restoreMocks: true,
    testTimeout: 60 * 60_000,
  },
});
