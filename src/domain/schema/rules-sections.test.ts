import { describe, expect, it } from 'vitest';
import rulesSource from '../../../firestore.rules?raw';
import type { Expr, FunctionDecl, MatchBlock } from '../../backend/rules/rules-ast';
import { checkRules, formatProblem } from '../../backend/rules/rules-check';
import { parseRules } from '../../backend/rules/rules-parser';
import { type CollectionName, schema } from './collections';
import {
  GENERATED_END,
  GENERATED_START,
  generatedBlockIn,
  rulesDataSections,
  type SchemaShape,
  withGeneratedBlock,
} from './rules-sections';
import { fieldNames, HELD_KINDS } from './schema-kit';

/**
 * firestore.rules' data sections are what src/domain/schema generates (copy the printed block
 * when the schema changes), and the hand-written rules around them name only fields the
 * schema has.
 */

const generated = rulesDataSections();

describe('the data sections of firestore.rules', () => {
  it('are the block the schema generates (npm run rules:write writes it when the schema changes)', () => {
    const inFile = generatedBlockIn(rulesSource);
    expect(inFile, `firestore.rules needs the lines "${GENERATED_START}" and "${GENERATED_END}"`).not.toBeNull();
    expect(inFile, 'firestore.rules: its generated sections differ from the schema: run npm run rules:write').toBe(
      generated,
    );
  });

  it('has each marker once', () => {
    expect(rulesSource.split(GENERATED_START).length).toBe(2);
    expect(rulesSource.split(GENERATED_END).length).toBe(2);
  });

  it('calls only what `holds` knows: each kind the block judges is one holds() tests', () => {
    const judged = new Set(
      [...generated.matchAll(/holds\(data, written, [^,]+, '([^']+)'\)/g)].map((match) => match[1]),
    );
    const holds = /function holds\(data, written, field, kind\) \{[\s\S]*?\n {4}\}/.exec(rulesSource)?.[0] ?? '';
    const known = new Set([...holds.matchAll(/kind == '([^']+)'/g)].map((match) => match[1]));
    expect([...known].sort()).toEqual([...HELD_KINDS].sort());
    for (const kind of judged) expect(known, `holds() has no kind '${kind}'`).toContain(kind);
  });
});

describe('a new field', () => {
  // one schema edit: a text field with a limit on users, a flag on clubs
  const edited: SchemaShape = {
    ...schema,
    users: { ...schema.users, fields: { ...schema.users.fields, nickname: { kind: 'text', max: 50, optional: true } } },
    clubs: { ...schema.clubs, fields: { ...schema.clubs.fields, archived: { kind: 'flag', optional: true } } },
  };
  const block = rulesDataSections(edited);
  const fn = (name: string) => new RegExp(`function ${name}\\([^)]*\\) \\{[\\s\\S]*?\\n {4}\\}`).exec(block)?.[0] ?? '';

  it('is bounded, listed and judged wherever its collection is', () => {
    expect(fn('userTextOk')).toContain("withinLimit(data, 'nickname', 50)");
    expect(fn('userFieldsWrittenOk')).toContain("'nickname'");
    expect(fn('userFieldsWrittenOk')).toContain("holds(data, written, 'nickname', 'text')");
    expect(fn('clubFieldsOk')).toContain("'archived'");
    expect(fn('groupFieldsWrittenOk')).toContain("holds(data, written, 'archived', 'flag')");
    expect(fn('teamFieldsOk')).not.toContain("'archived'");
  });

  it('gives rules that parse and pass the static check once the block is pasted', () => {
    const rules = parseRules(withGeneratedBlock(rulesSource, block));
    expect(checkRules(rules).map((each) => formatProblem(each))).toEqual([]);
  });

  it('of a kind holds() does not know cannot be judged', () => {
    const counted: SchemaShape = {
      ...schema,
      accounts: { ...schema.accounts, fields: { ...schema.accounts.fields, visits: { kind: 'count' } } },
    };
    expect(() => rulesDataSections(counted)).toThrow(/holds\(\) knows no kind 'count'/);
  });

  it('of the kind timestamp is listed, and left to the collection’s own rules (the server’s clock)', () => {
    const timestamped: SchemaShape = {
      ...schema,
      accounts: { ...schema.accounts, fields: { ...schema.accounts.fields, seenAt: { kind: 'timestamp' } } },
    };
    const block = rulesDataSections(timestamped);
    expect(block).toContain("'claimDeclined', 'seenAt']");
    expect(block).not.toContain("holds(data, written, 'seenAt'");
  });

  it('of the kind text list is a list of texts, bounded by its entries', () => {
    const tagged: SchemaShape = {
      ...schema,
      calendarFeeds: {
        ...schema.calendarFeeds,
        fields: { ...schema.calendarFeeds.fields, tags: { kind: 'text list', items: 5, optional: true } },
      },
    };
    const feedOk = /function calendarFeedDocOk\([^)]*\) \{[\s\S]*?\n {4}\}/.exec(rulesDataSections(tagged))?.[0];
    expect(feedOk).toContain(
      "(!('tags' in data) || (data.tags is list && (data.tags.size() == 0 || data.tags.join(',').split(',') == data.tags) && data.tags.size() <= 5))",
    );
  });

  it('must be the same on both membership collections', () => {
    const lopsided: SchemaShape = {
      ...schema,
      teamMemberships: {
        ...schema.teamMemberships,
        fields: { ...schema.teamMemberships.fields, number: { kind: 'text' } },
      },
    };
    expect(() => rulesDataSections(lopsided)).toThrow(/must hold the same fields/);
  });
});

/**
 * The hand-written rules that list fields (`changed.hasOnly([...])`, `data.keys().hasOnly([...])`)
 * and the collection whose documents they are about. A new one must be added here.
 */
const HAND_WRITTEN_FIELD_LISTS: Record<string, CollectionName> = {
  isParentEdit: 'users',
  isGuardianEdit: 'users',
  isHandoverToGuardian: 'users',
  isGuardianPlaceChange: 'users',
  isPlacesOnly: 'users',
  'match /guardianInvites/{inviteId}': 'guardianInvites',
  isClaimOfProfile: 'users',
  'match /emails/{address}': 'emails',
  namesItsGroup: 'joinCodes',
  isNewClubsEntry: 'joinCodes',
  isNewTeamsEntry: 'joinCodes',
  isEntryFollowingItsName: 'joinCodes',
  isEntryFollowingItsTeam: 'joinCodes',
  isEntryDatedAgain: 'joinCodes',
  isEntryRetired: 'joinCodes',
  isOwnerMembershipEdit: 'clubMemberships',
  isOwnMembershipEdit: 'clubMemberships',
  'match /eventAnswers/{answerId}': 'eventAnswers',
  'match /deletedIds/{id}': 'deletedIds',
  isCodeReplaced: 'clubs',
  isMembershipDatedAgain: 'clubMemberships',
};

/** the string lists given to hasOnly/hasAny/hasAll in an expression */
function fieldLists(expr: Expr): string[][] {
  const lists: string[][] = [];
  const visit = (node: Expr): void => {
    if (
      node.kind === 'call' &&
      node.callee.kind === 'member' &&
      ['hasOnly', 'hasAny', 'hasAll'].includes(node.callee.name)
    ) {
      const [arg] = node.args;
      if (arg?.kind === 'list' && arg.items.length > 0 && arg.items.every((item) => item.kind === 'string')) {
        lists.push(arg.items.map((item) => (item.kind === 'string' ? item.value : '')));
      }
    }
    for (const child of Object.values(node)) {
      if (Array.isArray(child))
        for (const item of child) if (item && typeof item === 'object' && 'kind' in item) visit(item as Expr);
      if (child && typeof child === 'object' && 'kind' in child) visit(child as Expr);
    }
  };
  visit(expr);
  return lists;
}

describe('the hand-written rules', () => {
  const rules = parseRules(rulesSource);
  const generatedNames = new Set([...generated.matchAll(/function (\w+)\(/g)].map((match) => match[1]));
  const owners: { owner: string; lists: string[][] }[] = [];
  const ofFunction = (decl: FunctionDecl) => {
    if (generatedNames.has(decl.name)) return;
    owners.push({
      owner: decl.name,
      lists: [...decl.lets.flatMap((each) => fieldLists(each.value)), ...fieldLists(decl.body)],
    });
  };
  const ofMatch = (block: MatchBlock) => {
    const path = block.pattern
      .map((segment) => (segment.kind === 'literal' ? segment.text : `{${segment.name}}`))
      .join('/');
    block.functions.forEach(ofFunction);
    owners.push({
      owner: `match /${path}`,
      lists: block.allows.flatMap((allow) => (allow.condition ? fieldLists(allow.condition) : [])),
    });
    block.matches.forEach(ofMatch);
  };
  for (const service of rules.services) service.matches.forEach(ofMatch);

  it('name only fields the schema has, where they list fields', () => {
    const listing = owners.filter((each) => each.lists.length > 0);
    expect(listing.length).toBeGreaterThan(0);
    for (const { owner, lists } of listing) {
      const collection = HAND_WRITTEN_FIELD_LISTS[owner];
      expect(collection, `${owner} lists fields: add it to HAND_WRITTEN_FIELD_LISTS with its collection`).toBeDefined();
      const known = fieldNames(schema[collection as CollectionName]);
      for (const field of lists.flat())
        expect(known, `${owner} names '${field}', a field ${collection} does not have`).toContain(field);
    }
  });
});
