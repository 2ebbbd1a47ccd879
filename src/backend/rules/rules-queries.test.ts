import { describe, expect, it } from 'vitest';
import { judgeList, listAllowed, rulesText } from '../../../assurance/rules/rules-test-kit';
import { RulesLimitError } from './rules-values';

/**
 * List requests: rules are not filters. A query is judged from its filters, never from the
 * documents it would return: `resource.data` is known only through its equality filters (an
 * `in` filter: each of its values in turn), and a rule that needs any other field refuses the
 * whole query.
 */

const owned = rulesText(`match /docs/{id} {
      allow list: if resource.data.owner == request.auth.uid;
    }`);
// documents that all match the rule: they must make no difference
const store = { before: { 'docs/a': { owner: 'alice' }, 'docs/b': { owner: 'alice' } } };

describe('a rule that reads resource.data', () => {
  it('is satisfied by the query’s equality filter on that field', async () => {
    expect(await listAllowed(owned, { collection: 'docs', where: { owner: 'alice' } }, store)).toBe(true);
    expect(await listAllowed(owned, { collection: 'docs', where: { owner: 'alice', team: 't1' } }, store)).toBe(true);
  });

  it('refuses a query without that filter, whatever the stored documents hold', async () => {
    expect(await listAllowed(owned, { collection: 'docs' }, store)).toBe(false);
    expect(await listAllowed(owned, { collection: 'docs', where: { team: 't1' } }, store)).toBe(false);
  });

  it('refuses a query whose filter fixes another value', async () => {
    expect(await listAllowed(owned, { collection: 'docs', where: { owner: 'bob' } }, store)).toBe(false);
  });

  it('refuses a query whose rule reads the field through get() when the query does not fix it', async () => {
    const rules = rulesText(`match /docs/{id} {
      allow list: if resource.data.get('owner', null) == request.auth.uid;
    }`);
    expect(await listAllowed(rules, { collection: 'docs', where: { owner: 'alice' } })).toBe(true);
    expect(await listAllowed(rules, { collection: 'docs' })).toBe(false);
  });

  it('refuses a rule that needs resource.data as a whole (keys, size, diff)', async () => {
    for (const condition of [
      "resource.data.keys().hasAll(['owner'])",
      'resource.data.size() > 0',
      "'team' in resource.data",
      'resource.data == {}',
    ]) {
      const rules = rulesText(`match /docs/{id} { allow list: if ${condition}; }`);
      expect(await listAllowed(rules, { collection: 'docs', where: { owner: 'alice' } }), condition).toBe(false);
    }
  });

  it('knows that a field an equality filter fixes is in resource.data, and no other', async () => {
    const has = rulesText("match /docs/{id} { allow list: if 'owner' in resource.data; }");
    expect(await listAllowed(has, { collection: 'docs', where: { owner: 'alice' } })).toBe(true);
    expect(await listAllowed(has, { collection: 'docs', where: { team: 't1' } })).toBe(false);
  });

  it('knows a filter on null as null', async () => {
    const rules = rulesText('match /docs/{id} { allow list: if resource.data.uid == null; }');
    expect(await listAllowed(rules, { collection: 'docs', where: { uid: null } })).toBe(true);
    expect(await listAllowed(rules, { collection: 'docs', where: { uid: 'x' } })).toBe(false);
  });
});

describe('an in filter', () => {
  const teams = rulesText(`match /docs/{id} {
      allow list: if resource.data.team in ['t1', 't2'];
    }`);

  it('is judged value by value: allowed when the rule allows every value', async () => {
    expect(await listAllowed(teams, { collection: 'docs', where: { team: ['t1', 't2'] } })).toBe(true);
    expect(await listAllowed(owned, { collection: 'docs', where: { owner: ['alice'] } })).toBe(true);
  });

  it('refuses the whole query when one value is refused', async () => {
    expect(await listAllowed(teams, { collection: 'docs', where: { team: ['t1', 't3'] } })).toBe(false);
    expect(await listAllowed(owned, { collection: 'docs', where: { owner: ['alice', 'bob'] } })).toBe(false);
  });

  it('judges every combination of two in filters', async () => {
    const both = rulesText(`match /docs/{id} {
      allow list: if resource.data.team in ['t1', 't2'] && resource.data.role != 'owner';
    }`);
    expect(
      await listAllowed(both, { collection: 'docs', where: { team: ['t1', 't2'], role: ['member', 'coach'] } }),
    ).toBe(true);
    expect(
      await listAllowed(both, { collection: 'docs', where: { team: ['t1', 't2'], role: ['member', 'owner'] } }),
    ).toBe(false);
  });

  it('counts the documents its values read together, against the query’s 10', async () => {
    const member = rulesText(`match /docs/{id} {
      allow list: if exists(/databases/$(database)/documents/members/$(resource.data.team + '_' + request.auth.uid));
    }`);
    const values = (count: number) => Array.from({ length: count }, (_, i) => `t${i}`);
    const members = Object.fromEntries(values(11).map((team) => [`members/${team}_alice`, {}]));
    const ten = await judgeList(member, { collection: 'docs', where: { team: values(10) } }, { before: members });
    expect(ten).toMatchObject({ allowed: true });
    expect(ten.reads).toHaveLength(10);
    await expect(
      judgeList(member, { collection: 'docs', where: { team: values(11) } }, { before: members }),
    ).rejects.toBeInstanceOf(RulesLimitError);
  });
});

describe('the document id of a list request', () => {
  it('is not bound by a __name__ filter: a rule that reads the wildcard refuses (the stricter reading)', async () => {
    const byId = rulesText(`match /docs/{id} {
      allow list: if id == 'a';
    }`);
    expect(await listAllowed(byId, { collection: 'docs', where: { __name__: 'a' } }, store)).toBe(false);
    expect(await listAllowed(byId, { collection: 'docs' }, store)).toBe(false);
  });

  it('leaves a rule that does not read it free to allow', async () => {
    const open = rulesText('match /docs/{id} { allow list: if request.auth != null; }');
    expect(await listAllowed(open, { collection: 'docs', where: { __name__: 'a' } })).toBe(true);
    expect(await listAllowed(open, { collection: 'docs', auth: null })).toBe(false);
  });
});

describe('what a list rule may rely on', () => {
  it('request.query.limit, when the query has one', async () => {
    const limited = rulesText('match /docs/{id} { allow list: if request.query.limit <= 10; }');
    expect(await listAllowed(limited, { collection: 'docs', limit: 10 })).toBe(true);
    expect(await listAllowed(limited, { collection: 'docs', limit: 11 })).toBe(false);
    // no limit: null <= 10 is an error
    expect(await listAllowed(limited, { collection: 'docs' })).toBe(false);
  });

  it('not a get rule: allow get never lets a query through', async () => {
    const getOnly = rulesText('match /docs/{id} { allow get: if true; }');
    expect(await listAllowed(getOnly, { collection: 'docs', where: { owner: 'alice' } }, store)).toBe(false);
    const read = rulesText('match /docs/{id} { allow read: if true; }');
    expect(await listAllowed(read, { collection: 'docs' }, store)).toBe(true);
  });

  it('not a collection no match covers', async () => {
    expect(await listAllowed(owned, { collection: 'others', where: { owner: 'alice' } })).toBe(false);
  });
});

describe('a query whose rules read a document per id', () => {
  // as the app's chunked lookups are judged: one combination per id, each reading its own link
  const guarded = rulesText(`function guards(kid) {
      return get(/databases/$(database)/documents/links/$(kid)).data.uid == request.auth.uid;
    }
    match /kids/{id} { allow list: if guards(resource.data.kidId); }`);
  const kids = (n: number) => Array.from({ length: n }, (_, i) => `k${i}`);
  const links = (ids: string[]) => ({ before: Object.fromEntries(ids.map((id) => [`links/${id}`, { uid: 'alice' }])) });
  const query = (ids: string[]) => ({ collection: 'kids', where: { kidId: ids } });

  it('judges each combination once to its end, however many documents the query reads (2n entries, not n²/2)', async () => {
    const entries: string[] = [];
    const verdict = await judgeList(guarded, query(kids(10)), links(kids(10)), {
      onFunction: (decl) => entries.push(decl.name),
    });
    expect(verdict.allowed).toBe(true);
    // each id: one run that stops at its link's read, one that reads it and decides
    expect(entries).toHaveLength(20);
  });

  it('answers as one evaluation of every combination: reads in order, expressions summed', async () => {
    const one = await judgeList(guarded, query(['k0']), links(['k0']));
    const ten = await judgeList(guarded, query(kids(10)), links(kids(10)));
    expect(ten.reads).toEqual(kids(10).map((id) => `links/${id}`));
    expect(ten.expressions).toBe(10 * one.expressions);
  });

  it('counts the reads of the combinations judged before toward the limit', async () => {
    await expect(judgeList(guarded, query(kids(11)), links(kids(11)))).rejects.toBeInstanceOf(RulesLimitError);
  });

  it('a combination refused on the way refuses the query, and nothing after it is read', async () => {
    const all = kids(8);
    const verdict = await judgeList(guarded, query(all), links(all.filter((id) => id !== 'k5')));
    expect(verdict.allowed).toBe(false);
    expect(verdict.reads).toEqual(kids(6).map((id) => `links/${id}`));
  });
});
