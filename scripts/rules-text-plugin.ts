import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { minifyRules } from '../src/backend/rules/rules-minify.ts';

/**
 * `import rules from '…/firestore.rules?raw'` in a build gets the rules without comments and
 * indentation (src/backend/rules/rules-minify.ts): 9 KiB of gzip less in the local backend's
 * chunk. Tests and the dev server read the file as written.
 */
export function rulesText(): Plugin {
  return {
    name: 'pitchside-rules-text',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith('firestore.rules?raw')) return null;
      const source = readFileSync(id.slice(0, -'?raw'.length), 'utf8');
      return `export default ${JSON.stringify(minifyRules(source))};`;
    },
  };
}
