// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The scripts `npm test` does not run end to end (bench, size, precache, rules) must still load:
 * every name a script imports from another of the project's script or source modules is exported
 * there. A tidy that renames or drops an export breaks this test instead of the benchmark.
 * (Checked from the text, without running the scripts: most of them start browsers.)
 */

const SCRIPTS = 'scripts';

function moduleFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return moduleFiles(path);
    return /\.(mjs|ts)$/.test(name) && !name.endsWith('.d.mts') ? [path] : [];
  });
}

/** `import { a, b as c } from './x.mjs'`: the relative module and the names asked of it. */
function namedImports(source: string): { from: string; names: string[] }[] {
  const found: { from: string; names: string[] }[] = [];
  for (const match of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'(\.[^']+)'/g)) {
    const names = (match[1] ?? '')
      .split(',')
      .map(
        (part) =>
          part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]
            ?.trim() ?? '',
      )
      .filter(Boolean);
    found.push({ from: match[2] ?? '', names });
  }
  return found;
}

function exportsOf(source: string): Set<string> {
  const names = new Set<string>();
  for (const match of source.matchAll(
    /export\s+(?:async\s+)?(?:function\*?|const|let|class|type|interface)\s+([A-Za-z_$][\w$]*)/g,
  ))
    names.add(match[1] ?? '');
  for (const match of source.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .at(-1)
        ?.trim();
      if (name) names.add(name);
    }
  }
  return names;
}

function resolveModule(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  return (
    [base, `${base}.ts`, `${base}.mjs`, `${base}.js`].find((path) => existsSync(path) && statSync(path).isFile()) ??
    null
  );
}

describe('the project’s scripts', () => {
  const files = moduleFiles(SCRIPTS);

  it('are found (bench, size, precache, rules, e2e)', () => {
    for (const name of ['bench.mjs', 'size.mjs', 'precache-size.mjs', 'lint-rules.mjs', 'e2e.mjs'])
      expect(files).toContain(join(SCRIPTS, name));
  });

  it.each(files)('%s imports only what its modules export', (file) => {
    const missing: string[] = [];
    for (const { from, names } of namedImports(readFileSync(file, 'utf8'))) {
      const target = resolveModule(file, from);
      if (!target) {
        missing.push(`${from} (no such module)`);
        continue;
      }
      const exported = exportsOf(readFileSync(target, 'utf8'));
      for (const name of names) if (!exported.has(name)) missing.push(`${name} from ${from}`);
    }
    expect(missing).toEqual([]);
  });

  it('would have caught the benchmark importing chromiumPath from bench/browser.mjs', () => {
    expect(exportsOf(readFileSync(join(SCRIPTS, 'bench', 'browser.mjs'), 'utf8')).has('chromiumPath')).toBe(false);
    expect(exportsOf(readFileSync(join(SCRIPTS, 'chromium.mjs'), 'utf8')).has('chromiumPath')).toBe(true);
  });
});
