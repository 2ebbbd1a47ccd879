// The verdicts of one run as a plain-text table: one row per probe, the emulator's verdict beside
// this run's, and what the answer means for the project (docs/RULES-ENGINE.md, "What production
// still has to settle").

/** What this run's verdict means: the probe's reading when it matches the emulator, else the other. */
export function meaningOf(probe, verdict) {
  if (verdict === probe.emulator) return probe.sameAsEmulator;
  if (verdict === 'allowed' || verdict === 'denied') return probe.otherwise;
  return 'no verdict: the request failed for another reason (see the error below the table)';
}

/** Rows [probe, question, emulator, this run, meaning] for each probe and its verdict. */
export function tableRows(probes, verdicts) {
  return probes.map((probe, at) => {
    const verdict = verdicts[at];
    const mark = verdict === probe.emulator ? '' : ' *';
    return [probe.name, probe.question, probe.emulator, `${verdict}${mark}`, meaningOf(probe, verdict)];
  });
}

const HEADER = ['probe', 'question', 'emulator', 'this run', 'what it means for us'];

/** A table of columns padded to their widest cell; `*` marks a verdict that differs from the emulator's. */
export function formatTable(rows) {
  const all = [HEADER, ...rows];
  const widths = HEADER.map((_, column) => Math.max(...all.map((row) => [...row[column]].length)));
  const line = (row) =>
    row
      .map((cell, column) => cell + ' '.repeat(widths[column] - [...cell].length))
      .join(' | ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('-|-');
  return [line(HEADER), rule, ...rows.map(line)].join('\n');
}

/**
 * The emulator's reasons for a refusal, each once, on one line: "false for 'get' @ L34",
 * "Service call error. Function: [exists], Argument: [probe_targets/t10]", the expression limit...
 * (production answers only "Missing or insufficient permissions.").
 */
export function refusalReasons(message) {
  const compact = message
    .replace(/\s+/g, ' ')
    .replace(/^\s*\d+ PERMISSION_DENIED:\s*/, '')
    .replace(/\[path_value \{(.*?)\} \]/g, (_, segments) =>
      [...segments.matchAll(/simple: "([^"]*)"/g)]
        .map((match) => match[1])
        .slice(3)
        .join('/'),
    );
  const reasons = compact
    .split(/,\s*(?=evaluation error|false for|Service call error|Unable to evaluate)/)
    .map((reason) => reason.trim());
  return [...new Set(reasons)].join('; ');
}
