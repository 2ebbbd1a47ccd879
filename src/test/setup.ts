import 'fake-indexeddb/auto';
import { configure } from '@testing-library/react';

// `waitFor` and `findBy…` wait for what a user would wait for; 1 s (the library's default) was
// too short for a hook's first read when two test files share a loaded 2-core machine
configure({ asyncUtilTimeout: 5_000 });
