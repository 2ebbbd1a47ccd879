import { describe, expect, it } from 'vitest';
import type { WriteOp } from '../ports';
import { firstListenSource, holdsBackMissing, type SnapshotFacts, type WatchMemory } from './created-doc-watch';
import { createWrittenHere } from './written-here';

const create: WriteOp = { kind: 'set', collection: 'events', id: 'e1', data: { title: 'Training' } };
const remove: WriteOp = { kind: 'delete', collection: 'events', id: 'e1' };

function answerLater() {
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  return { answered, answer };
}

describe('where a watch of a document listens first', () => {
  it('the cache alone while a create of this page waits for the server, then the server', async () => {
    const written = createWrittenHere();
    expect(firstListenSource(written, 'events/e1')).toBe('server');
    const commit = answerLater();
    written.note([create], commit.answered);
    expect(firstListenSource(written, 'events/e1')).toBe('cache');
    expect(firstListenSource(written, 'events/e2')).toBe('server');
    const afterAnswer = written.answered(['events/e1']);
    commit.answer();
    await afterAnswer;
    expect(firstListenSource(written, 'events/e1')).toBe('server');
    expect(written.created('events/e1')).toBe(true);
  });

  it('a refused create is answered too: the server then says what is there', async () => {
    const written = createWrittenHere();
    written.note([create], Promise.reject(new Error('permission-denied')));
    await written.answered(['events/e1']);
    expect(firstListenSource(written, 'events/e1')).toBe('server');
  });
});

describe('a snapshot saying "absent"', () => {
  const absentFromServer: SnapshotFacts = { exists: false, fromCache: false, hasPendingWrites: false };
  const memory = (over: Partial<WatchMemory>): WatchMemory => ({
    createdHere: true,
    serverConfirmed: false,
    shown: true,
    ...over,
  });

  it('is held back for a document created here, shown, and never confirmed by the server', () => {
    expect(holdsBackMissing(absentFromServer, memory({}))).toBe(true);
  });

  it('passes once the server confirmed the document: another device deleted it', () => {
    expect(holdsBackMissing(absentFromServer, memory({ serverConfirmed: true }))).toBe(false);
  });

  it('passes for a document not created here, or deleted here since', () => {
    expect(holdsBackMissing(absentFromServer, memory({ createdHere: false }))).toBe(false);
    const written = createWrittenHere();
    written.note([create], Promise.resolve());
    written.note([remove], Promise.resolve());
    expect(written.created('events/e1')).toBe(false);
  });

  it('passes when this watch never showed the document', () => {
    expect(holdsBackMissing(absentFromServer, memory({ shown: false }))).toBe(false);
  });

  it('never holds back a snapshot that has the document', () => {
    expect(holdsBackMissing({ ...absentFromServer, exists: true }, memory({}))).toBe(false);
  });
});
