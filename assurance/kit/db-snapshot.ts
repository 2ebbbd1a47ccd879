import type { LocalDb } from '../../src/backend/local/local-db';

/**
 * Tests only: every table of the local backend's database (accounts, sessions, docs, mails) as
 * one string, each table's rows in primary-key order, so that "nothing changed" is one string
 * comparison (src/backend/local/local-attacks.test.ts, assurance/cross-cutting/operation-attacks.test.ts).
 */

/** Tags what JSON would blur (a Date and its ISO string, undefined and absent) and sorts keys. */
function canonical(value: unknown): unknown {
  if (value instanceof Date) return { $date: value.toISOString() };
  if (value === undefined) return { $undefined: true };
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

export async function snapshotDb(db: LocalDb): Promise<string> {
  const tables: Record<string, unknown> = {};
  for (const table of [...db.tables].sort((a, b) => a.name.localeCompare(b.name)))
    tables[table.name] = canonical(await table.toArray());
  return JSON.stringify(tables);
}
