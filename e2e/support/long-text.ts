/** `size` UTF-16 units of one unbroken word, starting with `label` (so a failure says whose text it is). */
export function unbroken(label: string, size: number): string {
  return (label + 'W'.repeat(size)).slice(0, size);
}
