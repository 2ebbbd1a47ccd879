import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where the start:cloud test runs it: on loopback only (127.0.0.2 stands for a LAN address, and
 * the page finds the emulators at its own host), on ports no other run here uses (the e2e
 * suite holds 4173, 4174, 9099 and 8080 meanwhile), with its certificate and build in a folder
 * of its own.
 */
export const cloudTest = {
  host: '127.0.0.2',
  port: 5491,
  authPort: 9299,
  firestorePort: 8280,
  dir: join(tmpdir(), 'pitchside-start-cloud-test'),
} as const;

export const cloudOrigin = `https://${cloudTest.host}:${cloudTest.port}`;
