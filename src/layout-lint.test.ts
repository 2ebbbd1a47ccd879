// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The layers of docs/architecture.md are enforced by the lint (biome.json), not by comments.
 * Each case writes a probe file into a folder and asks Biome whether the import is refused.
 */
const probes: string[] = [];

function lintProbe(folder: string, source: string, suffix = '.ts'): string {
  mkdirSync(join('src', folder), { recursive: true });
  const file = join('src', folder, `zz-layout-probe-${probes.length}${suffix}`);
  probes.push(file);
  writeFileSync(file, `${source}\nexport const probe = 1;\n`);
  try {
    execFileSync(join('node_modules', '.bin', 'biome'), ['lint', file], { stdio: 'pipe', encoding: 'utf8' });
    return '';
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return `${stdout}${stderr}`;
  }
}

afterAll(() => {
  for (const file of probes) rmSync(file, { force: true });
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
    ['session', "import '../domain/person/account-query';", 'the session importing the shared layer'],
    ['session', "import '../features/auth/route-guards';", 'the session importing a feature'],
    ['components/ui', "import '../../domain/person/user-profile';", 'a component importing the shared layer'],
    ['components/ui', "import '../../session/session';", 'a component importing the session'],
    ['lib', "import '../domain/read-state';", 'lib importing the shared layer'],
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
    ['backend/contract', "import 'firebase/firestore';", 'Firebase in a contract module that is no emulator suite'],
  ])('refuses in src/%s: %s (%s)', (folder, source) => {
    expect(lintProbe(folder, source)).toMatch(refused);
  });

  it('allows Firebase in a contract suite that drives the Firebase adapter against the emulator', () => {
    expect(lintProbe('backend/contract', "import 'firebase/firestore';", '.emulator.test.ts')).not.toMatch(refused);
    expect(lintProbe('backend/contract', "import 'dexie';", '.emulator.test.ts')).toMatch(refused);
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
    ['routes', "import '../domain/warm-screens';"],
    ['backend/local', "import '../ports';"],
    ['backend/local', "import Dexie from 'dexie';"],
    ['backend/device-queue', "import Dexie from 'dexie';"],
    ['backend/device-queue', "import '../ports';"],
    ['backend/firebase', "import '../device-queue/device-queue-store';"],
  ])('allows in src/%s: %s', (folder, source) => {
    expect(lintProbe(folder, source)).not.toMatch(refused);
  });
});
