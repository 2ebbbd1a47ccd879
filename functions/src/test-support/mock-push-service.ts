import { execFileSync } from 'node:child_process';
import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Test support: a local push service, as a browser's would be, over HTTPS with a self-signed
 * certificate (trusted through `agent`). For each message it checks the VAPID JWT's ES256
 * signature against the key in the `Authorization` header and that key against the one the
 * server should sign with, then decrypts the aes128gcm body (RFC 8291, RFC 8188) with the
 * subscription's private key and auth secret, using only Node's `crypto`. A subscription can be
 * told to answer 410 Gone, as a push service answers for one the browser dropped.
 */

export interface MockSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface ReceivedPush {
  subscriptionId: string;
  /** the decrypted payload, parsed as JSON */
  payload: unknown;
  ttl: number;
  /** the VAPID claims, once the signature checked out */
  claims: { aud: string; exp: number; sub: string };
}

export interface MockPushService {
  /** an HTTPS agent that trusts the service's certificate (web-push's `agent` option) */
  agent: Agent;
  subscribe(): MockSubscription;
  /** the status a subscription answers from now on: 201, or 404 / 410 for a dead one */
  answer(endpoint: string, status: number): void;
  received: ReceivedPush[];
  /** messages refused, and why */
  refused: string[];
  close(): Promise<void>;
}

const b64url = (data: Buffer) => data.toString('base64url');
const fromB64url = (text: string) => Buffer.from(text, 'base64url');

/** A self-signed certificate for 127.0.0.1, made by `openssl` for this run only. */
function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'mock-push-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert: readFileSync(join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A P-256 public key (65 bytes, uncompressed) as a KeyObject. */
function p256PublicKey(raw: Buffer) {
  return createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
    format: 'jwk',
  });
}

/** Checks `Authorization: vapid t=<jwt>, k=<key>`; the claims, or why not. */
function checkVapid(
  header: string,
  expectedKey: string,
  origin: string,
): { aud: string; exp: number; sub: string } | string {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!match) return `no VAPID authorization: ${header}`;
  const [, jwt = '', key = ''] = match;
  if (key !== expectedKey) return 'signed with another VAPID key';
  const [head = '', body = '', signature = ''] = jwt.split('.');
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: p256PublicKey(fromB64url(key)), dsaEncoding: 'ieee-p1363' },
    fromB64url(signature),
  );
  if (!signed) return 'the VAPID signature does not verify';
  if (JSON.parse(fromB64url(head).toString()).alg !== 'ES256') return 'not ES256';
  const claims = JSON.parse(fromB64url(body).toString());
  if (claims.aud !== origin) return `audience ${claims.aud} is not ${origin}`;
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) return 'expiry outside the next 24 h';
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) return 'no subject';
  return claims;
}

/** Decrypts one aes128gcm message (a single record) with the subscription's keys. */
function decrypt(body: Buffer, ecdh: ReturnType<typeof createECDH>, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // the last record ends with the delimiter 0x02 and then zero padding
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/** Starts the service on a free port of 127.0.0.1; messages must be signed with `vapidPublicKey`. */
export async function startMockPushService(vapidPublicKey: string): Promise<MockPushService> {
  const { key, cert } = selfSignedCertificate();
  const subscriptions = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer; status: number }>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const server: Server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const refuse = (status: number, why: string) => {
        refused.push(why);
        response.writeHead(status).end(why);
      };
      const id = /^\/push\/([a-z0-9]+)$/.exec(request.url ?? '')?.[1] ?? '';
      const subscription = subscriptions.get(id);
      if (request.method !== 'POST' || !subscription) return refuse(404, `no subscription at ${request.url}`);
      const claims = checkVapid(String(request.headers.authorization ?? ''), vapidPublicKey, origin);
      if (typeof claims === 'string') return refuse(403, claims);
      if (request.headers['content-encoding'] !== 'aes128gcm') return refuse(400, 'not aes128gcm');
      if (subscription.status !== 201) return response.writeHead(subscription.status).end();
      try {
        const plain = decrypt(Buffer.concat(chunks), subscription.ecdh, subscription.auth);
        received.push({
          subscriptionId: id,
          payload: JSON.parse(plain.toString('utf8')),
          ttl: Number(request.headers.ttl),
          claims,
        });
        response.writeHead(201).end();
      } catch (error) {
        refuse(400, `cannot decrypt: ${(error as Error).message}`);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: cert, keepAlive: false });
  return {
    agent,
    received,
    refused,
    subscribe() {
      const id = randomBytes(8).toString('hex');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      subscriptions.set(id, { ecdh, auth, status: 201 });
      return { endpoint: `${origin}/push/${id}`, p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) };
    },
    answer(endpoint, status) {
      const id = endpoint.split('/').pop() ?? '';
      const subscription = subscriptions.get(id);
      if (subscription) subscription.status = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
