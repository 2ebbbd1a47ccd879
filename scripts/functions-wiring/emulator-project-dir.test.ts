import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WIRING_PORTS, wiringFirebaseJson } from './emulator-project-dir.mjs';

const repoConfig = JSON.parse(readFileSync('firebase.json', 'utf8'));

describe('wiringFirebaseJson', () => {
  const config = wiringFirebaseJson(repoConfig);

  it("keeps the repository's Hosting rewrites, /calendar/** to the feed before the app's **, on a public dir of its own", () => {
    expect(config.hosting.rewrites).toEqual(repoConfig.hosting.rewrites);
    expect(config.hosting.rewrites[0]).toEqual({ source: '/calendar/**', function: { functionId: 'calendarFeed' } });
    expect(config.hosting.public).toBe('public');
  });

  it('keeps the declared runtime, without the predeploy build', () => {
    expect(config.functions).toEqual([
      expect.objectContaining({ source: 'functions', runtime: repoConfig.functions[0].runtime }),
    ]);
    expect(config.functions[0]).not.toHaveProperty('predeploy');
  });

  it("runs every emulator on a port none of firebase.json's is", () => {
    const taken = Object.values(repoConfig.emulators).flatMap((each) =>
      typeof each === 'object' && each && 'port' in each ? [each.port] : [],
    );
    const ours = Object.entries(config.emulators).flatMap(([, each]) =>
      typeof each === 'object' && each && 'port' in each ? [each.port] : [],
    );
    expect(ours.sort()).toEqual(
      Object.entries(WIRING_PORTS)
        .filter(([name]) => name !== 'firestore')
        .map(([, port]) => port)
        .sort(),
    );
    for (const port of ours) expect(taken).not.toContain(port);
  });
});
