// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import rootPackage from '../../package.json';
import firebaseJson from '../../firebase.json';
import functionsPackage from '../package.json';

/**
 * The functions package deploys with its own dependencies (Cloud Build installs them from
 * functions/package.json), but is tested with the root's: the two must name the same versions,
 * and the bundle must need nothing else.
 */
describe('the functions package', () => {
  it('depends on exactly the root’s versions of firebase-admin, firebase-functions and web-push', () => {
    const root = { ...rootPackage.dependencies, ...rootPackage.devDependencies } as Record<string, string>;
    expect(Object.keys(functionsPackage.dependencies).sort()).toEqual([
      'firebase-admin',
      'firebase-functions',
      'web-push',
    ]);
    for (const [name, version] of Object.entries(functionsPackage.dependencies)) expect(root[name]).toBe(version);
  });

  it('runs on Node 22 from lib/index.js, built before deploy, the feed behind Hosting', () => {
    expect(functionsPackage.main).toBe('lib/index.js');
    expect(functionsPackage.engines.node).toBe('22');
    const [functions] = firebaseJson.functions;
    expect(functions).toMatchObject({ source: 'functions', runtime: 'nodejs22' });
    expect(functions?.predeploy.join(' ')).toContain('build:functions');
    const rewrites = firebaseJson.hosting.rewrites;
    expect(rewrites[0]).toEqual({ source: '/calendar/**', function: { functionId: 'calendarFeed' } });
    expect(rewrites.at(-1)).toEqual({ source: '**', destination: '/index.html' });
  });

  it('bundles the app’s modules in and requires only its three dependencies and Node’s own', async () => {
    // @ts-expect-error: a plain .mjs script without types
    const { buildFunctions } = await import('../../scripts/build-functions.mjs');
    const dir = mkdtempSync(join(tmpdir(), 'functions-build-'));
    try {
      const outFile = join(dir, 'index.js');
      await buildFunctions({ outFile });
      const code = readFileSync(outFile, 'utf8');
      const required = new Set([...code.matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1]?.split('/')[0]));
      expect([...required].filter((name) => !name?.startsWith('node:')).sort()).toEqual([
        'firebase-admin',
        'firebase-functions',
        'web-push',
      ]);
      // the calendar module and the wall clock are in the bundle
      expect(code).toContain('@pitchside.app');
      expect(code).toContain('Unknown time zone');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
