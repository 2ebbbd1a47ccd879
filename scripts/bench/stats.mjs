/** The median of the numbers given (nulls left out); null when there are none. */
export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** For runs of objects with the same numeric fields, the median of each field. */
export function medians(runs) {
  const keys = [...new Set(runs.flatMap((run) => Object.keys(run ?? {})))];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run?.[key]))]));
}

export const round = (value, digits = 0) =>
  value === null || value === undefined ? null : Number(value.toFixed(digits));
