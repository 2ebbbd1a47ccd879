import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_ITERATIONS, hashPassword, verifyPassword } from './password-hash';

describe('password hashing', () => {
  it('defaults to PBKDF2-SHA256 with 600,000 iterations', () => {
    expect(DEFAULT_PASSWORD_ITERATIONS).toBe(600_000);
  });

  it('stores the algorithm, iteration count, a 16-byte salt and a 32-byte hash', async () => {
    const stored = await hashPassword('secret1', 1_000);
    expect(stored.algorithm).toBe('PBKDF2-SHA256');
    expect(stored.iterations).toBe(1_000);
    expect(stored.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(stored.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('uses a fresh salt each time, so the same password hashes differently', async () => {
    const [a, b] = await Promise.all([hashPassword('secret1', 1_000), hashPassword('secret1', 1_000)]);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
  });

  it('verifies the right password and refuses others', async () => {
    const stored = await hashPassword('secret1', 1_000);
    expect(await verifyPassword('secret1', stored)).toBe(true);
    expect(await verifyPassword('secret2', stored)).toBe(false);
    expect(await verifyPassword('Secret1', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('verifies with the iteration count stored with the hash', async () => {
    const stored = await hashPassword('secret1', 2_000);
    expect(await verifyPassword('secret1', stored)).toBe(true);
    expect(await verifyPassword('secret1', { ...stored, iterations: 1_000 })).toBe(false);
  });

  it('refuses a nonsensical iteration count', async () => {
    await expect(hashPassword('secret1', 0)).rejects.toThrow(/iterations/);
  });
});
