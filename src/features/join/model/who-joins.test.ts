import { describe, expect, it } from 'vitest';
import { codeNamesText, everyoneIsOn, personBox, tickedPeople } from './who-joins';

const none = new Set<string>();
const noChoices = new Map<string, boolean>();

describe('personBox', () => {
  it('ticks `Me` and leaves the children unticked to start with', () => {
    expect(personBox('me', 'me', none, noChoices)).toEqual({ checked: true, disabled: false });
    expect(personBox('kid', 'me', none, noChoices)).toEqual({ checked: false, disabled: false });
  });

  it('shows someone already on the group unticked and disabled, whatever was chosen', () => {
    const on = new Set(['me', 'kid']);
    const chosen = new Map([
      ['me', true],
      ['kid', true],
    ]);
    expect(personBox('me', 'me', on, chosen)).toEqual({ checked: false, disabled: true });
    expect(personBox('kid', 'me', on, noChoices)).toEqual({ checked: false, disabled: true });
  });

  it('keeps a box the user changed as they left it when the lookups answer', () => {
    const chosen = new Map([
      ['me', false],
      ['kid', true],
    ]);
    expect(personBox('me', 'me', new Set(['other']), chosen)).toEqual({ checked: false, disabled: false });
    expect(personBox('kid', 'me', new Set(['me']), chosen)).toEqual({ checked: true, disabled: false });
  });
});

describe('tickedPeople', () => {
  it('joins the ticked people only: not those already on it', () => {
    const on = new Set(['me', 'mia']);
    expect(tickedPeople('me', ['mia', 'leo'], on, new Map([['leo', true]]))).toEqual({ me: false, childIds: ['leo'] });
    expect(tickedPeople('me', ['mia', 'leo'], none, noChoices)).toEqual({ me: true, childIds: [] });
  });
});

describe('everyoneIsOn', () => {
  it('is true only when the parent and every child are on the group', () => {
    expect(everyoneIsOn('me', ['mia'], new Set(['me', 'mia']))).toBe(true);
    expect(everyoneIsOn('me', ['mia', 'leo'], new Set(['me', 'mia']))).toBe(false);
    expect(everyoneIsOn('me', [], none)).toBe(false);
  });
});

describe('codeNamesText', () => {
  it('names the team or the club, or says only which kind for an unnamed entry', () => {
    expect(codeNamesText('team', 'Lions U9')).toBe('This code joins the team Lions U9.');
    expect(codeNamesText('club', ' Valley FC ')).toBe('This code joins the club Valley FC and its teams.');
    expect(codeNamesText('team', '')).toBe('This code joins a team.');
    expect(codeNamesText('club', '')).toBe('This code joins a club and its teams.');
  });
});
