import { getDocFromCache, getDocFromServer, getDocsFromCache, getDocsFromServer } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError } from '../ports';
import { readDoc, readQuery } from './firestore-reads';

// The refusals a server gives cannot be produced without one (docs/toolchain.md: no Firestore
// emulator here), so these cases stub the SDK's four read functions.
vi.mock('firebase/firestore', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/firestore')>()),
  getDocFromCache: vi.fn(),
  getDocFromServer: vi.fn(),
  getDocsFromCache: vi.fn(),
  getDocsFromServer: vi.fn(),
}));

const ref = {} as Parameters<typeof readDoc>[0];
const query = {} as Parameters<typeof readQuery>[0];
const refusal = (code: string) => Object.assign(new Error(`Firestore said ${code}`), { code, name: 'FirebaseError' });
const docSnapshot = (data: Record<string, unknown> | undefined, fromCache: boolean) => ({
  id: 'd1',
  data: () => data,
  metadata: { fromCache, hasPendingWrites: false },
});
const querySnapshot = (fromCache: boolean) => ({ docs: [docSnapshot({ n: 1 }, fromCache)], metadata: { fromCache } });

beforeEach(() => {
  vi.mocked(getDocFromCache).mockReset();
  vi.mocked(getDocFromServer).mockReset();
  vi.mocked(getDocsFromCache).mockReset();
  vi.mocked(getDocsFromServer).mockReset();
});

describe('readDoc', () => {
  it('does not ask the server when the cache knows the document does not exist', async () => {
    vi.mocked(getDocFromCache).mockResolvedValue(docSnapshot(undefined, true) as never);
    expect(await readDoc(ref)).toBeNull();
    expect(getDocFromServer).not.toHaveBeenCalled();
  });

  it("asks the server when the cache knows nothing, and passes on the server's refusal as a DataError", async () => {
    vi.mocked(getDocFromCache).mockRejectedValue(refusal('unavailable'));
    vi.mocked(getDocFromServer).mockRejectedValue(refusal('permission-denied'));
    const rejection = readDoc(ref);
    await expect(rejection).rejects.toBeInstanceOf(DataError);
    await expect(rejection).rejects.toMatchObject({
      code: 'permission-denied',
      message: 'Firestore said permission-denied',
    });
  });

  it('passes on a cache failure other than "not cached" instead of asking the server', async () => {
    vi.mocked(getDocFromCache).mockRejectedValue(refusal('failed-precondition'));
    await expect(readDoc(ref)).rejects.toMatchObject({ code: 'failed-precondition' });
    expect(getDocFromServer).not.toHaveBeenCalled();
  });

  it("answers with the server's document", async () => {
    vi.mocked(getDocFromServer).mockResolvedValue(docSnapshot({ n: 2 }, false) as never);
    expect(await readDoc(ref, { source: 'server' })).toEqual({ id: 'd1', data: { n: 2 }, pending: false });
    expect(getDocFromCache).not.toHaveBeenCalled();
  });
});

describe('readQuery', () => {
  it("answers with the server's result when it comes in time", async () => {
    vi.mocked(getDocsFromServer).mockResolvedValue(querySnapshot(false) as never);
    expect(await readQuery(query, 1000)).toEqual({
      docs: [{ id: 'd1', data: { n: 1 }, pending: false }],
      fromCache: false,
    });
    expect(getDocsFromCache).not.toHaveBeenCalled();
  });

  it('never swallows permission-denied into cached data', async () => {
    vi.mocked(getDocsFromServer).mockRejectedValue(refusal('permission-denied'));
    vi.mocked(getDocsFromCache).mockResolvedValue(querySnapshot(true) as never);
    await expect(readQuery(query, 1000)).rejects.toMatchObject({ name: 'DataError', code: 'permission-denied' });
    expect(getDocsFromCache).not.toHaveBeenCalled();
  });

  it('answers from the cache when the server says unavailable', async () => {
    vi.mocked(getDocsFromServer).mockRejectedValue(refusal('unavailable'));
    vi.mocked(getDocsFromCache).mockResolvedValue(querySnapshot(true) as never);
    expect(await readQuery(query, 1000)).toMatchObject({ fromCache: true, docs: [{ id: 'd1' }] });
  });
});
