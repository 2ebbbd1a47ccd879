import { describe, expect, it } from 'vitest';
import { DataError, type QuerySpec, type WriteOp } from '../ports';
import { creationsNamedBy, idsNamedBy, type Listen, waitsOutRefusal, watchAwareOfCreations } from './new-group-query';
import { createWrittenHere } from './written-here';

const teamQuery: QuerySpec = {
  collection: 'announcements',
  where: [
    { field: 'groupKind', op: '==', value: 'team' },
    { field: 'groupId', op: 'in', value: ['t-old', 't-new'] },
  ],
};
const newTeam: WriteOp[] = [
  { kind: 'set', collection: 'teams', id: 't-new', data: { name: 'Under 12s' } },
  { kind: 'set', collection: 'teamMemberships', id: 't-new_me', data: { teamId: 't-new', userId: 'me' } },
];

function answerLater() {
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  return { answered, answer };
}

/** A listen that records who opened it and lets the test answer or refuse it. */
function fakeListen(name: string, opened: string[]) {
  const handles: { next: (result: string) => void; fail: (error: unknown) => void }[] = [];
  const listen: Listen<string> = (next, fail) => {
    opened.push(name);
    handles.push({ next, fail });
    return () => opened.push(`stop ${name}`);
  };
  return { listen, last: () => handles[handles.length - 1] };
}

describe('a query naming a group created here', () => {
  it('names the ids of its == and in filters, and the creations among them still waiting', () => {
    expect(idsNamedBy(teamQuery)).toEqual(['team', 't-old', 't-new']);
    const written = createWrittenHere();
    expect(creationsNamedBy(written, teamQuery)).toEqual([]);
    written.note(newTeam, new Promise(() => {}));
    expect(creationsNamedBy(written, teamQuery)).toEqual(['teams/t-new']);
  });

  it('waits out only a refusal, and only while such creations wait', () => {
    const refused = new DataError('permission-denied', 'Missing or insufficient permissions.');
    expect(waitsOutRefusal(refused, ['teams/t-new'])).toBe(true);
    expect(waitsOutRefusal(refused, [])).toBe(false);
    expect(waitsOutRefusal(new DataError('unavailable', 'offline'), ['teams/t-new'])).toBe(false);
  });

  it('listens to the cache until the creating batch is answered, then to the server', async () => {
    const written = createWrittenHere();
    const commit = answerLater();
    written.note(newTeam, commit.answered);
    const opened: string[] = [];
    const server = fakeListen('server', opened);
    const cache = fakeListen('cache', opened);
    const results: string[] = [];
    const failures: unknown[] = [];
    const stop = watchAwareOfCreations(
      teamQuery,
      written,
      server.listen,
      cache.listen,
      (result) => results.push(result),
      (error) => failures.push(error),
    );
    expect(opened).toEqual(['cache']);
    cache.last()?.next('pending announcement list');
    commit.answer();
    await written.answered(['teams/t-new']);
    await Promise.resolve();
    expect(opened).toEqual(['cache', 'stop cache', 'server']);
    server.last()?.next('stored list');
    expect(results).toEqual(['pending announcement list', 'stored list']);
    expect(failures).toEqual([]);
    stop();
    expect(opened.at(-1)).toBe('stop server');
  });

  it('a refusal while the creation waits: the cache answers, the server is asked again after it', async () => {
    const written = createWrittenHere();
    const opened: string[] = [];
    const server = fakeListen('server', opened);
    const cache = fakeListen('cache', opened);
    const failures: unknown[] = [];
    watchAwareOfCreations(
      teamQuery,
      written,
      server.listen,
      cache.listen,
      () => {},
      (error) => failures.push(error),
    );
    expect(opened).toEqual(['server']);
    // the team is created after the listen opened; the server refuses the listen meanwhile
    const commit = answerLater();
    written.note(newTeam, commit.answered);
    server.last()?.fail(new DataError('permission-denied', 'Missing or insufficient permissions.'));
    expect(opened).toEqual(['server', 'cache']);
    commit.answer();
    await written.answered(['teams/t-new']);
    await Promise.resolve();
    expect(opened).toEqual(['server', 'cache', 'stop cache', 'server']);
    // refused again once the team is stored: that refusal is real
    server.last()?.fail(new DataError('permission-denied', 'Missing or insufficient permissions.'));
    expect(failures).toHaveLength(1);
  });
});
