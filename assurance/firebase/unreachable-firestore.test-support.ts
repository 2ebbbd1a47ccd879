import { createServer, type Socket } from 'node:net';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  type Firestore,
  initializeFirestore,
  memoryLocalCache,
  setLogLevel,
  terminate,
} from 'firebase/firestore';
import type { DataPort, Unsubscribe } from '../../src/backend/ports';
import type { WriteJournal } from '../../src/backend/write-journal';
import { createFirestoreDataPort, type PortOptions } from '../../src/backend/firebase/firestore-data';

/*
 * Test support: the Firestore adapter against a server it cannot use, as in the e2e `firebase`
 * project. The memory cache stands in for IndexedDB, which Node lacks.
 * - 'refusing': nothing listens; the SDK knows it is offline within about 150 ms.
 * - 'silent': connections are accepted and never answered, like a phone with one bar of signal;
 *   the SDK only decides it is offline after about 10 s, so every quicker answer proves a time box.
 */
export type UnreachableServer = 'refusing' | 'silent';

export interface UnreachableFirestore {
  data: DataPort;
  db: Firestore;
  stop(): Promise<void>;
}

async function listen(onConnection: (socket: Socket) => void) {
  const server = createServer(onConnection);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return { server, port: address.port };
}

async function unreachablePort(kind: UnreachableServer): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const { server, port } = await listen((socket) => sockets.add(socket));
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  if (kind === 'silent') return { port, close };
  await close(); // the port was free a moment ago and nothing listens on it now
  return { port, close: async () => {} };
}

export async function startUnreachableFirestore(
  kind: UnreachableServer,
  journal?: WriteJournal,
  options?: PortOptions,
): Promise<UnreachableFirestore> {
  setLogLevel('silent'); // "Could not reach Cloud Firestore backend" is the point here
  const backend = await unreachablePort(kind);
  const app = initializeApp({ apiKey: 'demo-api-key', projectId: `demo-pitchside-${kind}` }, `${kind}-${Date.now()}`);
  const db = initializeFirestore(app, { localCache: memoryLocalCache(), ignoreUndefinedProperties: true });
  connectFirestoreEmulator(db, '127.0.0.1', backend.port);
  return {
    data: createFirestoreDataPort(db, undefined, journal, options),
    db,
    async stop() {
      await terminate(db);
      await deleteApp(app);
      await backend.close();
    },
  };
}

/** The first value a subscription delivers that `accept` likes; fails after 3 s. */
export function firstMatch<T>(
  subscribe: (next: (value: T) => void) => Unsubscribe,
  accept: (value: T) => boolean,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no matching value within 3000 ms')), 3000);
    const stop = subscribe((value) => {
      if (!accept(value)) return;
      clearTimeout(timer);
      queueMicrotask(() => stop());
      resolve(value);
    });
  });
}

/** An onRefused that records what it is told, for tests that expect no refusal. */
export function refusals() {
  const seen: unknown[] = [];
  return { seen, onRefused: (error: unknown) => seen.push(error) };
}

/** Resolves with how long the promise took to settle, and how it settled. */
export async function timed<T>(work: Promise<T>): Promise<{ ms: number; outcome: PromiseSettledResult<T> }> {
  const started = Date.now();
  const [outcome] = await Promise.allSettled([work]);
  return { ms: Date.now() - started, outcome: outcome as PromiseSettledResult<T> };
}
