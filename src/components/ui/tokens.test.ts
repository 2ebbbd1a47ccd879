import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ANSWER_CHOICES } from '../../domain/choices/answer-statuses';
import { MARK_COLOURS } from './initials';

/** The design tokens of src/styles/base.css whose value is a plain #rrggbb colour. */
function tokens(): Map<string, string> {
  const css = readFileSync('src/styles/base.css', 'utf8');
  const root = css.slice(css.indexOf(':root {'), css.indexOf('\n}', css.indexOf(':root {')));
  return new Map([...root.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6});/gi)].map((m) => [m[1] as string, m[2] as string]));
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const all = tokens();
const token = (name: string) => {
  const value = all.get(name);
  if (!value) throw new Error(`--${name} is not a #rrggbb token in src/styles/base.css`);
  return value;
};

const surfaces = ['color-bg', 'color-surface', 'color-surface-raised', 'color-surface-sunken', 'color-surface-hover'];

/** the answers' colours (docs/team-life.md "Answers in colour and words"), each with its `-bg` */
const answers = Object.values(ANSWER_CHOICES).map((choice) => `color-answer-${choice.tone}`);

// text: WCAG AA 4.5:1; control edges and the focus ring: 3:1 (non-text contrast, 1.4.11)
const textPairs: [string, string][] = [
  ...['color-text', 'color-text-muted', 'color-link', 'color-danger-text', 'color-warning-text'].flatMap((text) =>
    surfaces.map((surface): [string, string] => [text, surface]),
  ),
  ['color-on-accent', 'color-accent'],
  ['color-on-accent', 'color-accent-hover'],
  ['color-on-danger', 'color-danger'],
  ['color-on-danger', 'color-danger-hover'],
  ['color-on-offline', 'color-offline'],
  ['color-text', 'color-brand-deep'],
  ['color-accent', 'color-surface'],
  // an answer's word in its colour on any surface and on its own background; plain text on that background
  ...answers.flatMap((answer) => surfaces.map((surface): [string, string] => [answer, surface])),
  ...answers.flatMap((answer): [string, string][] => [
    [answer, `${answer}-bg`],
    ['color-text', `${answer}-bg`],
    ['color-text-muted', `${answer}-bg`],
  ]),
  ...[...MARK_COLOURS, 'neutral'].map((colour): [string, string] => ['crest-ink', `crest-${colour}`]),
];
const edgePairs: [string, string][] = ['color-border-control', 'color-accent', 'color-focus', ...answers].flatMap(
  (edge) =>
    ['color-bg', 'color-surface', 'color-surface-raised', 'color-surface-sunken'].map((s): [string, string] => [
      edge,
      s,
    ]),
);

describe('design tokens', () => {
  it.each(textPairs)('--%s on --%s reads at 4.5:1 or more', (text, background) => {
    expect(contrast(token(text), token(background))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(edgePairs)('--%s against --%s stands out at 3:1 or more', (edge, background) => {
    expect(contrast(token(edge), token(background))).toBeGreaterThanOrEqual(3);
  });
});
