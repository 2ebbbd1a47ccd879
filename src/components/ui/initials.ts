/**
 * What a crest or an avatar shows: one or two initials of a name, upper-cased. The first letter
 * or digit of the first word and of the last ("Riverside U10" → "RU", "Émile" → "É"); words that
 * hold no letter or digit (an emoji, a dash) are skipped. A name without any gives `?`.
 */
export const NO_INITIALS = '?';

const word = /[\p{L}\p{N}][\p{L}\p{N}\p{M}'’.-]*/gu;
const firstLetter = /[\p{L}\p{N}]\p{M}*/u;

export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').normalize('NFC').match(word) ?? [];
  if (words.length === 0) return NO_INITIALS;
  const first = words[0] as string;
  const last = words.length > 1 ? (words[words.length - 1] as string) : '';
  const letters = [first, last].map((part) => part.match(firstLetter)?.[0] ?? '').join('');
  // upper-casing may lengthen a letter (ß → SS): keep at most two characters as the eye counts them
  return Array.from(letters.toLocaleUpperCase().normalize('NFC')).slice(0, 2).join('') || NO_INITIALS;
}

/**
 * The colours of crests and avatars, as `--crest-<name>` tokens in src/styles/base.css; the same
 * names, in the same order, as a club's or team's `Colour` (its first is the default).
 */
export const MARK_COLOURS = ['green', 'teal', 'blue', 'navy', 'purple', 'red', 'orange', 'brown'] as const;
export type MarkColour = (typeof MARK_COLOURS)[number];

/** A stored colour name, or the first for '' and anything unknown. */
export function markColour(colour: string | null | undefined): MarkColour {
  return (MARK_COLOURS as readonly string[]).includes(colour ?? '') ? (colour as MarkColour) : MARK_COLOURS[0];
}

/** A colour picked from a name (FNV-1a over its letters, case and spacing ignored): the same name, the same colour. */
export function colourOfName(name: string | null | undefined): MarkColour {
  const key = (name ?? '').normalize('NFC').trim().toLocaleLowerCase().replace(/\s+/g, ' ');
  let hash = 0x811c9dc5;
  for (const char of key) {
    hash ^= char.codePointAt(0) as number;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return MARK_COLOURS[hash % MARK_COLOURS.length] as MarkColour;
}

export type MarkSize = 'sm' | 'md' | 'lg' | 'xl';
