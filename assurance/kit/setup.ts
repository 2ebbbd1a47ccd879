import 'fake-indexeddb/auto';

// `waitFor` and `findBy…` wait for what a user would wait for; 1 s (the library's default) was
// too short for a hook's first read when two test files share a loaded 2-core machine. Only a
// file with a DOM (`@vitest-environment happy-dom`) loads the library.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}
