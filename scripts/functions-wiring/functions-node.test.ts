import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findFunctionsNode } from './functions-node.mjs';

const here = Number(process.versions.node.split('.')[0]);
let dir = '';
afterEach(() => {
  vi.unstubAllEnvs();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A stand-in binary that answers `--version` as a Node of that version would. */
function fakeNode(version: string) {
  dir = mkdtempSync(join(tmpdir(), 'functions-node-'));
  const binary = join(dir, 'node');
  writeFileSync(binary, `#!/bin/sh\necho ${version}\n`);
  chmodSync(binary, 0o755);
  return binary;
}

describe('findFunctionsNode', () => {
  it('takes FUNCTIONS_NODE_BINARY when it is a Node of the declared major', () => {
    const binary = fakeNode(`v${here + 2}.1.0`);
    vi.stubEnv('FUNCTIONS_NODE_BINARY', binary);
    expect(findFunctionsNode('/nowhere', `nodejs${here + 2}`)).toEqual({
      binary,
      version: `v${here + 2}.1.0`,
      declared: here + 2,
      matches: true,
    });
  });

  it('passes over a binary of another major, to the Node running this when that one matches', () => {
    vi.stubEnv('FUNCTIONS_NODE_BINARY', fakeNode(`v${here + 2}.1.0`));
    expect(findFunctionsNode('/nowhere', `nodejs${here}`)).toMatchObject({ binary: process.execPath, matches: true });
  });

  it('falls back to the Node running this, saying it does not match, when none is of the declared major', () => {
    vi.stubEnv('FUNCTIONS_NODE_BINARY', '');
    expect(findFunctionsNode('/nowhere', `nodejs${here + 5}`)).toEqual({
      binary: process.execPath,
      version: process.version,
      declared: here + 5,
      matches: false,
    });
  });
});
