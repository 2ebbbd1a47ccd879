import { DOCUMENT_ID } from '../../src/backend/ports';
import { type DiffRequest, describeRequest } from './rules-differential';

/**
 * How the rules differential compares the two engines' verdicts on one request, and the report.
 * `lenient`: the evaluator allows, the emulator refuses (the house rule: never). `stricter`: the
 * evaluator refuses, the emulator allows (allowed only for the documented-stricter readings of
 * docs/RULES-ENGINE.md). `other`: both refuse, for different reasons (a refusal and an error).
 */

export type Outcome =
  | { verdict: 'allowed' }
  | { verdict: 'denied'; message: string }
  | { verdict: 'error'; code: string; message: string };

/** The outcome of a request fired through a DataPort: allowed, or refused with its code. */
export function outcomeOf(run: Promise<unknown>): Promise<Outcome> {
  return run.then(
    (): Outcome => ({ verdict: 'allowed' }),
    (error: unknown): Outcome => {
      const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
      const text = String(message ?? error);
      return code === 'permission-denied'
        ? { verdict: 'denied', message: text }
        : { verdict: 'error', code: String(code ?? 'thrown'), message: text };
    },
  );
}

export type DisagreementKind = 'lenient' | 'stricter' | 'other';

export interface Disagreement {
  kind: DisagreementKind;
  /** which documented reading or known gap explains it, or `unexplained` */
  reason: string;
  request: DiffRequest;
  local: Outcome;
  emulator: Outcome;
}

export const UNEXPLAINED = 'unexplained';

/** The strings a request carries (written values, filter values). */
function stringsOf(request: DiffRequest): string[] {
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') found.push(value);
    else if (Array.isArray(value)) for (const item of value) walk(item);
    else if (value && typeof value === 'object' && !(value instanceof Date))
      for (const item of Object.values(value)) walk(item);
  };
  if (request.kind === 'write') for (const op of request.ops) if (op.kind !== 'delete') walk(op.data);
  if (request.kind === 'query') for (const filter of request.query.where ?? []) walk(filter.value);
  return found;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range, named
const OUTSIDE_ASCII = /[^\u0000-\u007f]/;
const OUTSIDE_BMP = /[\u{10000}-\u{10ffff}]/u;

/** Why the evaluator allows what the emulator refuses, where the gap is known. */
function lenientReason(request: DiffRequest, emulator: Outcome): string {
  const strings = stringsOf(request);
  if (strings.some((each) => OUTSIDE_BMP.test(each))) return 'strings in UTF-16 units (emoji)';
  if (strings.some((each) => OUTSIDE_ASCII.test(each))) return 'trim/lower/upper outside ASCII';
  if (emulator.verdict !== 'allowed' && /maximum|exceeded|too many/i.test(emulator.message))
    return 'reads or expressions counted';
  return UNEXPLAINED;
}

/** Which documented-stricter reading makes the evaluator refuse what the emulator allows. */
function stricterReason(request: DiffRequest, local: Outcome): string {
  const message = local.verdict === 'allowed' ? '' : local.message;
  if (message.includes('for one query')) return 'query reads 10 vs 20';
  if (message.includes('for one batch')) return 'batch reads summed';
  if (request.kind === 'query' && (request.query.where ?? []).some((filter) => filter.field === DOCUMENT_ID))
    return '__name__ binds nothing';
  return UNEXPLAINED;
}

/** The disagreement of the two verdicts on a request, or null when they agree. */
export function compareVerdicts(request: DiffRequest, local: Outcome, emulator: Outcome): Disagreement | null {
  const same =
    local.verdict === emulator.verdict &&
    (local.verdict !== 'error' || emulator.verdict !== 'error' || local.code === emulator.code);
  if (same) return null;
  const base = { request, local, emulator };
  if (local.verdict === 'allowed' && emulator.verdict === 'denied')
    return { ...base, kind: 'lenient', reason: lenientReason(request, emulator) };
  if (local.verdict === 'denied' && emulator.verdict === 'allowed')
    return { ...base, kind: 'stricter', reason: stricterReason(request, local) };
  return { ...base, kind: 'other', reason: `${brief(local)} vs ${brief(emulator)}` };
}

const brief = (outcome: Outcome) => (outcome.verdict === 'error' ? outcome.code : outcome.verdict);

/** What an engine answered, on one line. */
const said = (outcome: Outcome) =>
  outcome.verdict === 'allowed' ? 'allowed' : outcome.message.replace(/\s+/g, ' ').trim().slice(0, 200);

const count = (n: number) => n.toLocaleString('en-GB');

/** `reason: n, …` of one kind, most frequent first. */
function reasonsOf(found: readonly Disagreement[]): string {
  const tally = new Map<string, number>();
  for (const each of found) tally.set(each.reason, (tally.get(each.reason) ?? 0) + 1);
  return [...tally]
    .sort((a, b) => b[1] - a[1])
    .map(([reason, n]) => `${reason}: ${count(n)}`)
    .join(', ');
}

/**
 * `differential: 2,000 requests (seed N): 1,712 agree, 0 lenient, 288 stricter (query reads 10
 * vs 20: 250, …)`, then up to `samples` requests of each kind and reason.
 */
export function differentialReport(
  total: number,
  seed: number,
  disagreements: readonly Disagreement[],
  samples = 2,
): string {
  const of = (kind: DisagreementKind) => disagreements.filter((each) => each.kind === kind);
  const part = (kind: DisagreementKind) => {
    const found = of(kind);
    return `${count(found.length)} ${kind}${found.length ? ` (${reasonsOf(found)})` : ''}`;
  };
  const parts = [`${count(total - disagreements.length)} agree`, part('lenient'), part('stricter')];
  if (of('other').length) parts.push(part('other'));
  const lines = [`differential: ${count(total)} requests (seed ${seed}): ${parts.join(', ')}`];
  const shown = new Map<string, number>();
  for (const each of disagreements) {
    const key = `${each.kind}: ${each.reason}`;
    const seen = shown.get(key) ?? 0;
    if (seen >= samples) continue;
    shown.set(key, seen + 1);
    lines.push(`  ${key}: ${describeRequest(each.request)}`);
    lines.push(`    evaluator: ${said(each.local)}; emulator: ${said(each.emulator)}`);
  }
  return lines.join('\n');
}
