// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CONTROL_REQUEST,
  PROBE_SEED,
  PROBES,
  type ProbeRequest,
  TARGET_COUNT,
  TROPHY,
  targetNames,
} from '../../scripts/probe/probe-list.mjs';
import { formatTable, meaningOf, refusalReasons, tableRows } from '../../scripts/probe/probe-table.mjs';
import type { MatchBlock, RuleMethod } from '../../src/backend/rules/rules-ast';
import { parseRules } from '../../src/backend/rules/rules-parser';

/**
 * The pure parts of `npm run probe:production` (docs/RULES-ENGINE.md, "What production still has
 * to settle"): the probe list, its rules and its table. The requests themselves go to a real
 * project or to the emulator, never in `npm test`.
 */

const rules = parseRules(readFileSync('scripts/probe/probe.rules', 'utf8'));

/** The methods each match block under /databases/{database}/documents allows, by its path's first segment. */
function allowedMethods(): Map<string, Set<RuleMethod>> {
  const byCollection = new Map<string, Set<RuleMethod>>();
  const documents: MatchBlock[] = rules.services.flatMap((service) => service.matches);
  for (const block of documents.flatMap((each) => each.matches)) {
    const first = block.pattern[0];
    if (first?.kind !== 'literal') continue;
    const methods = byCollection.get(first.text) ?? new Set<RuleMethod>();
    for (const allow of block.allows) for (const method of allow.methods) methods.add(method);
    byCollection.set(first.text, methods);
  }
  return byCollection;
}

function collectionAndMethod(request: ProbeRequest): [string, RuleMethod] {
  if (request.kind === 'get') return [request.path[0] ?? '', 'get'];
  if (request.kind === 'query') return [request.collection, 'list'];
  return [request.creates[0]?.[0] ?? '', 'create'];
}

describe('the production probes', () => {
  it('are about twenty, each named once, with a question, the emulator verdict and both readings', () => {
    expect(PROBES.length).toBeGreaterThanOrEqual(18);
    expect(PROBES.length).toBeLessThanOrEqual(26);
    expect(new Set(PROBES.map((probe) => probe.name)).size).toBe(PROBES.length);
    for (const probe of PROBES) {
      expect(['allowed', 'denied']).toContain(probe.emulator);
      for (const text of [probe.question, probe.kept, probe.sameAsEmulator, probe.otherwise])
        expect(text.length, probe.name).toBeGreaterThan(10);
    }
  });

  it('cover the six open questions', () => {
    expect(new Set(PROBES.map((probe) => probe.topic))).toEqual(
      new Set(['strings', 'id filters', 'reads per query', 'reads per batch', 'exists then get', 'expression unit']),
    );
  });

  it('each meet a rule of probe.rules for its method', () => {
    const methods = allowedMethods();
    for (const request of [CONTROL_REQUEST, ...PROBES.map((probe) => probe.request)]) {
      const [collection, method] = collectionAndMethod(request);
      expect(methods.get(collection), collection).toContain(method);
    }
    for (const [path] of PROBE_SEED) expect(methods.get(path[0] ?? '')).toContain('create');
  });

  it('sit at their exact edges', () => {
    const byName = new Map(PROBES.map((probe) => [probe.name, probe.request]));
    const sizeText = byName.get('size-99');
    expect(sizeText?.kind === 'get' && sizeText.path[1]).toBe(TROPHY.repeat(50));
    expect(TROPHY.repeat(50).length).toBe(100);
    expect([...TROPHY.repeat(50)].length).toBe(50);
    for (const count of [10, 11, 20, 21]) {
      const request = byName.get(`query-in-${count}`);
      expect(request?.kind === 'query' && request.filters[0]?.[2]).toEqual(targetNames(count));
    }
    expect(targetNames(TARGET_COUNT)).toEqual(PROBE_SEED.slice(0, TARGET_COUNT).map(([path]) => path[1]));
    const batch = byName.get('batch-3x7-same');
    expect(batch?.kind === 'batch' && batch.creates.map((path) => path[1])).toEqual(['0', '0', '0']);
  });
});

describe('the probe table', () => {
  const [sizeProbe] = PROBES;

  it('reads a verdict against the emulator', () => {
    if (!sizeProbe) throw new Error('no probes');
    expect(meaningOf(sizeProbe, sizeProbe.emulator)).toBe(sizeProbe.sameAsEmulator);
    expect(meaningOf(sizeProbe, 'denied')).toBe(sizeProbe.otherwise);
    expect(meaningOf(sizeProbe, 'error: unavailable')).toMatch(/no verdict/);
    const [row] = tableRows([sizeProbe], ['denied']);
    expect(row?.[3]).toBe('denied *');
  });

  it('pads its columns and keeps no trailing spaces', () => {
    const lines = formatTable([['a', 'q', 'allowed', 'allowed', 'm']]).split('\n');
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).toBe(line.trimEnd());
  });

  it("shortens the emulator's reasons for a refusal", () => {
    const message =
      '7 PERMISSION_DENIED: \nevaluation error at L81:24 for \'create\' @ L81, evaluation error at L81:24 for \'create\' @ L81, Service call error. Function: [exists], Argument: [path_value {\n  segments {\n    simple: "databases"\n  }\n  segments {\n    simple: "(default)"\n  }\n  segments {\n    simple: "documents"\n  }\n  segments {\n    simple: "probe_targets"\n  }\n  segments {\n    simple: "t14"\n  }\n}\n]. for \'create\' @ L81';
    expect(refusalReasons(message)).toBe(
      "evaluation error at L81:24 for 'create' @ L81; Service call error. Function: [exists], Argument: probe_targets/t14. for 'create' @ L81",
    );
  });
});
