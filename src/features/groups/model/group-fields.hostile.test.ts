import { describe, expect, it } from 'vitest';
import { checkClubFields, checkTeamFields } from './group-fields';

/**
 * Hostile input in the club and team forms, beyond group-fields.test.ts: what a paste,
 * an attacker or a phone keyboard may put in. Markup is text (React renders it as such, the
 * browser suite proves it): the check keeps it verbatim.
 */

const club = { name: 'Lions', location: 'Leeds', notes: '' };
const team = { name: 'Blue', ageGroup: 'U10', notes: '', clubId: null };
const huge = 'x'.repeat(10_000);
const SCRIPT = '<script>window.__pwned=1</script>';
const IMG = '<img src=x onerror=window.__pwned=1>';

describe('club form: hostile input', () => {
  it.each([
    ['name', 'Name must be at most 100 characters'],
    ['location', 'Location must be at most 200 characters'],
    ['notes', 'Notes must be at most 2,000 characters'],
  ] as const)('a 10,000-character %s gets its length message at that field', (field, error) => {
    expect(checkClubFields({ ...club, [field]: huge })).toEqual({ ok: false, error, field });
  });

  it('markup is kept verbatim as text: <script> name, <img onerror> location and notes', () => {
    expect(checkClubFields({ name: SCRIPT, location: IMG, notes: `${IMG}\n${SCRIPT}` })).toEqual({
      ok: true,
      value: { name: SCRIPT, location: IMG, notes: `${IMG}\n${SCRIPT}` },
    });
  });

  it('counts an emoji outside the BMP as 2, as Firestore does: 50 lions fit, 51 do not', () => {
    const lions = '🦁'.repeat(50);
    expect(checkClubFields({ ...club, name: lions })).toMatchObject({ ok: true, value: { name: lions } });
    expect(checkClubFields({ ...club, name: `${lions}🦁` })).toEqual({
      ok: false,
      error: 'Name must be at most 100 characters',
      field: 'name',
    });
    expect(checkClubFields({ ...club, name: `${lions}a` })).toMatchObject({ ok: false, field: 'name' });
    expect(checkClubFields({ ...club, location: '🦁'.repeat(100) }).ok).toBe(true);
    expect(checkClubFields({ ...club, location: '🦁'.repeat(101) })).toMatchObject({ ok: false, field: 'location' });
  });

  it('keeps emoji sequences, right-to-left text and combining characters as typed (no normalisation)', () => {
    const name = '👨‍👩‍👧 نادي الأسود Zoe\u0308';
    expect(checkClubFields({ ...club, name })).toMatchObject({ ok: true, value: { name } });
  });

  it('counts combining characters one unit each, as the rules do: 50 × e+accent is 100, one more is too long', () => {
    const accented = 'e\u0301'.repeat(50);
    expect(checkClubFields({ ...club, name: accented }).ok).toBe(true);
    expect(checkClubFields({ ...club, name: `${accented}e` })).toMatchObject({
      ok: false,
      error: 'Name must be at most 100 characters',
    });
  });

  it.each([
    ['no-break and ideographic spaces', '\u00a0\u3000\u2003'],
    ['tabs and line breaks', '\t\r\n'],
    ['zero-width spaces and direction marks only', '\u200b\u200f\u200e\ufeff'],
  ])('a name of %s is no name: `Club name is required`', (_what, name) => {
    expect(checkClubFields({ ...club, name })).toEqual({ ok: false, error: 'Club name is required', field: 'name' });
  });

  it('trims every kind of space around each field, and measures after trimming', () => {
    const padded = (text: string) => `\u00a0\u3000 ${text}\t\n`;
    expect(
      checkClubFields({ name: padded('x'.repeat(100)), location: padded('Leeds'), notes: padded('Boots') }),
    ).toEqual({
      ok: true,
      value: { name: 'x'.repeat(100), location: 'Leeds', notes: 'Boots' },
    });
  });
});

describe('team form: hostile input', () => {
  it.each([
    ['name', 'Name must be at most 100 characters'],
    ['ageGroup', 'Age group must be at most 100 characters'],
    ['notes', 'Notes must be at most 2,000 characters'],
  ] as const)('a 10,000-character %s gets its length message at that field', (field, error) => {
    expect(checkTeamFields({ ...team, [field]: huge })).toEqual({ ok: false, error, field });
  });

  it('a whitespace-only name: `Team name is required`, even with a zero-width space', () => {
    expect(checkTeamFields({ ...team, name: ' \u200b ' })).toEqual({
      ok: false,
      error: 'Team name is required',
      field: 'name',
    });
  });

  it('markup and emoji in name and age group are kept verbatim, trimmed', () => {
    expect(checkTeamFields({ ...team, name: ` ${IMG} `, ageGroup: ' U10 ⚽🦁 ' })).toMatchObject({
      ok: true,
      value: { name: IMG, ageGroup: 'U10 ⚽🦁' },
    });
  });

  it('a club made only of spaces is no club', () => {
    expect(checkTeamFields({ ...team, clubId: ' \t ' })).toMatchObject({ ok: true, value: { clubId: null } });
  });
});
