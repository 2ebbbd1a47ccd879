import type { PasswordHash } from './local-db';
import { fromHex, toHex } from './random-ids';

/** OWASP's 2023 figure for PBKDF2-HMAC-SHA256. */
export const DEFAULT_PASSWORD_ITERATIONS = 600_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

export async function hashPassword(
  password: string,
  iterations: number = DEFAULT_PASSWORD_ITERATIONS,
): Promise<PasswordHash> {
  if (!Number.isInteger(iterations) || iterations < 1) throw new Error('PBKDF2 iterations must be a positive integer');
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, iterations);
  return { algorithm: 'PBKDF2-SHA256', iterations, salt: toHex(salt), hash: toHex(hash) };
}

/** Uses the stored iteration count, so accounts keep working if the default is raised later. */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const actual = await derive(password, fromHex(stored.salt), stored.iterations);
  const expected = fromHex(stored.hash);
  if (actual.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < actual.length; i++) difference |= (actual[i] ?? 0) ^ (expected[i] ?? 0);
  return difference === 0;
}
