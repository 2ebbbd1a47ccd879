// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The layers of docs/architecture.md are enforced by the lint (biome.json), not by comments.
 * Each case writes a probe file into a folder and asks Biome whether the import is refused.
 * The folders are mirrored in a temporary directory holding a copy of biome.json and the
 * plugins it names, so no probe is ever written into the project's own tree. (Biome's stdin
 * mode, which would need no file at all, prints no lint diagnostics.)
 */
const BIOME = resolve('node_modules', '.bin', 'biome');
const mirror = mkdtempSync(join(tmpdir(), 'layout-lint-'));
cpSync('biome.json', join(mirror, 'biome.json'));
const config = JSON.parse(readFileSync('biome.json', 'utf8')) as {
  plugins?: string[];
  overrides?: { plugins?: string[] }[];
};
for (const plugin of [...(config.plugins ?? []), ...(config.overrides ?? []).flatMap((each) => each.plugins ?? [])]) {
  cpSync(plugin, join(mirror, plugin));
}
let probeCount = 0;

/** `folder` is under src/ (`../assurance/…` for the assurance tree). */
function lintProbe(folder: string, source: string, suffix = '.ts'): string {
  const file = join('src', folder, `zz-layout-probe-${probeCount++}${suffix}`);
  mkdirSync(dirname(join(mirror, file)), { recursive: true });
  writeFileSync(join(mirror, file), `${source}\nexport const probe = 1;\n`);
  try {
    execFileSync(BIOME, ['lint', file], { cwd: mirror, stdio: 'pipe', encoding: 'utf8' });
    return '';
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return `${stdout}${stderr}`;
  }
}

afterAll(() => {
  rmSync(mirror, { recursive: true, force: true });
});

const refused = /noRestrictedImports/;

describe('the lint keeps the layout table', () => {
  it.each([
    ['features', "import '../../backend/local/local-db';", 'a feature reaching into the local adapter'],
    ['features', "import '../../backend/firebase/firestore-data';", 'a feature reaching into the Firebase adapter'],
    ['features', "import '../../app/router';", 'a feature importing the composition root'],
    ['features', "import '../../session/backend-loader';", 'a feature loading the backend itself (the session does)'],
    ['features/groups/hooks', "import '../../children/hooks/use-child';", 'a feature importing another feature'],
    ['features/groups/hooks', "import '../../children';", 'a feature importing another feature’s folder'],
    [
      'features/groups',
      "import '../children/hooks/use-child';",
      'a feature’s top-level file importing another feature',
    ],
    ['routes', "import '../app/router';", 'a route importing the composition root'],
    ['domain', "import '../app/app';", 'the shared layer importing the composition root'],
    ['domain/groups', "import '../../features/groups/components/club-page';", 'the shared layer importing a feature'],
    ['domain', "import '../routes/__root';", 'the shared layer importing a route'],
    ['domain', "import '../backend/local/local-db';", 'the shared layer reaching into an adapter'],
    ['domain/groups', "import { useState } from 'react';", 'the domain importing React'],
    ['domain', "import { useQuery } from '@tanstack/react-query';", 'the domain importing React Query'],
    ['domain', "import { Link } from '@tanstack/react-router';", 'the domain importing the router'],
    ['domain/groups', "import '../../shared/hooks/use-team';", 'the domain importing the shared React layer'],
    [
      'shared/hooks',
      "import '../../features/groups/hooks/use-club-teams';",
      'the shared React layer importing a feature',
    ],
    ['shared', "import '../routes/__root';", 'the shared React layer importing a route'],
    ['shared', "import '../app/app';", 'the shared React layer importing the composition root'],
    ['session', "import '../domain/person/account-query';", 'the session importing the shared layer'],
    ['session', "import '../features/auth/route-guards';", 'the session importing a feature'],
    ['components/ui', "import '../../domain/person/user-profile';", 'a component importing the shared layer'],
    ['components/ui', "import '../../session/session';", 'a component importing the session'],
    ['lib', "import '../domain/read-state';", 'lib importing the shared layer'],
    ['components/ui', "import '../../shared/hooks/use-team';", 'a component importing the shared React layer'],
    ['session', "import '../shared/hooks/use-team';", 'the session importing the shared React layer'],
    ['lib', "import '../shared/hooks/use-team';", 'lib importing the shared React layer'],
    ['backend', "import '../shared/hooks/use-team';", 'the port layer importing the shared React layer'],
    ['backend', "import '../session/session';", 'the port layer importing the session'],
    ['lib', "import '../backend/ports';", 'lib importing the port'],
    ['lib', "import '../features/auth/route-guards';", 'lib importing a feature'],
    ['components/ui', "import '../../features/auth/route-guards';", 'a component importing a feature'],
    ['backend/local', "import '../firebase/firestore-data';", 'one adapter importing the other'],
    ['backend', "import '../app/app';", 'the port layer importing the app'],
    ['features', "import 'firebase/firestore';", 'Firebase outside its adapter'],
    ['features', "import 'dexie';", 'Dexie in a feature'],
    ['backend/firebase', "import 'dexie';", 'Dexie in the Firebase adapter'],
    ['backend/device-queue', "import 'firebase/firestore';", 'Firebase in the device queue'],
    ['backend/device-queue', "import '../local/local-db';", 'the device queue using the local adapter'],
    [
      'backend/device-queue',
      "import '../../features/join/hooks/join-by-code';",
      'the device queue importing a feature',
    ],
    [
      '../assurance/contract',
      "import 'firebase/firestore';",
      'Firebase in a contract module that is no emulator suite',
    ],
  ])('refuses in src/%s: %s (%s)', (folder, source) => {
    expect(lintProbe(folder, source)).toMatch(refused);
  });

  it('refuses the assurance tree in shipped code, statically or dynamically, and allows it in a test', () => {
    const notInSrc = /Nothing in src\/ imports assurance\//;
    expect(lintProbe('features/groups', "import '../../../assurance/kit/db-snapshot';")).toMatch(notInSrc);
    expect(lintProbe('domain', "export * from '../../assurance/contract/rules-world';")).toMatch(notInSrc);
    expect(lintProbe('lib', "void import('../../assurance/kit/db-snapshot');")).toMatch(notInSrc);
    expect(lintProbe('domain', "import '../../assurance/contract/rules-world';", '.test.ts')).not.toMatch(notInSrc);
  });

  it('allows Firebase in a contract suite that drives the Firebase adapter against the emulator', () => {
    expect(lintProbe('../assurance/contract', "import 'firebase/firestore';", '.emulator.test.ts')).not.toMatch(
      refused,
    );
    expect(lintProbe('../assurance/contract', "import 'dexie';", '.emulator.test.ts')).toMatch(refused);
  });

  it.each([
    ['features', "import '../../backend/ports';"],
    ['features', "import '../../session/session';"],
    ['features/groups/hooks', "import '../model/group-fields';"],
    ['features/groups/hooks', "import '../../../domain/groups/group-types';"],
    ['features/groups', "import './model/group-fields';"],
    ['features/auth', "import '../../domain/person/user-profile';"],
    ['domain/groups', "import '../../session/session';"],
    ['domain/groups', "import '../person/user-profile';"],
    ['session', "import '../backend/ports';"],
    ['routes', "import '../features/groups/components/club-page';"],
    ['routes', "import '../shared/warm-screens';"],
    ['features/groups/hooks', "import '../../../shared/hooks/use-team';"],
    ['features/groups/components', "import '../../../shared/components/new-owner-field';"],
    ['features/groups', "import '../../shared/hooks/use-actor';"],
    ['shared/hooks', "import '../../domain/groups/group-types';"],
    ['shared/hooks', "import '../../session/session';"],
    ['shared/components', "import '../../components/ui/confirm-dialog';"],
    ['backend/local', "import '../ports';"],
    ['backend/local', "import Dexie from 'dexie';"],
    ['backend/device-queue', "import Dexie from 'dexie';"],
    ['backend/device-queue', "import '../ports';"],
    ['backend/firebase', "import '../device-queue/device-queue-store';"],
  ])('allows in src/%s: %s', (folder, source) => {
    expect(lintProbe(folder, source)).not.toMatch(refused);
  });
});
