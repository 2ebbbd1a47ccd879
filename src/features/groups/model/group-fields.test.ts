import { describe, expect, it } from 'vitest';
import { checkClubFields, checkTeamFields } from './group-fields';

const club = { name: 'Lions', location: 'Leeds', notes: '' };
const team = { name: 'U10 Blue', ageGroup: 'U10', notes: '', clubId: null };

describe('club fields', () => {
  it('are trimmed', () => {
    expect(checkClubFields({ name: '  Lions ', location: ' Leeds\n', notes: '\tBring boots ' })).toEqual({
      ok: true,
      value: { name: 'Lions', location: 'Leeds', notes: 'Bring boots' },
    });
  });

  it('need a name', () => {
    expect(checkClubFields({ ...club, name: '   ' })).toEqual({
      ok: false,
      error: 'Club name is required',
      field: 'name',
    });
  });

  it('are bounded: name 100, location 200, notes 2000, each named', () => {
    expect(
      checkClubFields({ ...club, name: 'x'.repeat(100), location: 'x'.repeat(200), notes: 'x'.repeat(2000) }).ok,
    ).toBe(true);
    expect(checkClubFields({ ...club, name: 'x'.repeat(101) })).toEqual({
      ok: false,
      error: 'Name must be at most 100 characters',
      field: 'name',
    });
    expect(checkClubFields({ ...club, location: 'x'.repeat(201) })).toEqual({
      ok: false,
      error: 'Location must be at most 200 characters',
      field: 'location',
    });
    expect(checkClubFields({ ...club, notes: 'x'.repeat(2001) })).toEqual({
      ok: false,
      error: 'Notes must be at most 2,000 characters',
      field: 'notes',
    });
  });

  it('measure in UTF-16 units after trimming, as the rules do', () => {
    expect(checkClubFields({ ...club, name: ` ${'⚽'.repeat(100)} ` }).ok).toBe(true);
  });
});

describe('team fields', () => {
  it('are trimmed; an empty club is no club', () => {
    expect(checkTeamFields({ name: ' Blue ', ageGroup: ' U10 ', notes: ' ', clubId: '' })).toEqual({
      ok: true,
      value: { name: 'Blue', ageGroup: 'U10', notes: '', clubId: null },
    });
    expect(checkTeamFields({ ...team, clubId: 'c1' })).toMatchObject({ ok: true, value: { clubId: 'c1' } });
  });

  it('need a name', () => {
    expect(checkTeamFields({ ...team, name: '' })).toEqual({
      ok: false,
      error: 'Team name is required',
      field: 'name',
    });
  });

  it('are bounded: name and age group 100, notes 2000', () => {
    expect(checkTeamFields({ ...team, ageGroup: 'x'.repeat(101) })).toEqual({
      ok: false,
      error: 'Age group must be at most 100 characters',
      field: 'ageGroup',
    });
    expect(checkTeamFields({ ...team, notes: 'x'.repeat(2001) })).toMatchObject({ ok: false, field: 'notes' });
    expect(checkTeamFields({ ...team, name: 'x'.repeat(101) })).toMatchObject({ ok: false, field: 'name' });
  });
});

describe('the colour (`Colour`)', () => {
  it('keeps a colour of the palette and drops anything else, so the stored one stays', () => {
    expect(checkTeamFields({ ...team, colour: 'navy' })).toMatchObject({ ok: true, value: { colour: 'navy' } });
    const crafted = checkTeamFields({ ...team, colour: 'pink' as never });
    expect(crafted.ok && 'colour' in crafted.value).toBe(false);
    expect(checkTeamFields(team)).toMatchObject({ ok: true });
  });
});

describe('the team’s time zone (`Time zone`)', () => {
  it('keeps a zone the device knows and drops any other, so the stored one stays', () => {
    expect(checkTeamFields({ ...team, timeZone: 'Europe/London' })).toMatchObject({
      ok: true,
      value: { timeZone: 'Europe/London' },
    });
    const crafted = checkTeamFields({ ...team, timeZone: 'Mars/Olympus_Mons' });
    expect(crafted.ok && 'timeZone' in crafted.value).toBe(false);
  });
});
