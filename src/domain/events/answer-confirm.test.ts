import { describe, expect, it } from 'vitest';
import { confirmableAnswer, confirmLabel, namesList, peopleToConfirm } from './answer-confirm';

const me = { personId: 'dad', name: 'Tom' };
const leo = { personId: 'leo', name: 'Leo' };
const mia = { personId: 'mia', name: 'Mia' };

describe('the one-tap confirm of a notice’s answer', () => {
  it('names my children who have not answered that way: Confirm: Going for Leo and Mia', () => {
    const people = peopleToConfirm([leo, mia], new Map(), 'going');
    expect(confirmLabel('going', people, 'dad')).toBe('Confirm: Going for Leo and Mia');
  });

  it('for myself alone it says only the answer', () => {
    expect(confirmLabel('going', [me], 'dad')).toBe('Confirm: Going');
    expect(confirmLabel('notGoing', [me], 'dad')).toBe('Confirm: Not going');
  });

  it('for myself and a child it names me as you', () => {
    expect(confirmLabel('notGoing', [me, leo], 'dad')).toBe('Confirm: Not going for you and Leo');
  });

  it('leaves out whoever already answered that way, and keeps whoever answered otherwise', () => {
    const answers = new Map([
      ['leo', { status: 'going' as const }],
      ['mia', { status: 'maybe' as const }],
    ]);
    expect(peopleToConfirm([me, leo, mia], answers, 'going')).toEqual([me, mia]);
    expect(peopleToConfirm([me, leo, mia], answers, 'notGoing')).toEqual([me, leo, mia]);
  });

  it('nobody left to confirm: no button', () => {
    const answers = new Map([['leo', { status: 'going' as const }]]);
    expect(confirmLabel('going', peopleToConfirm([leo], answers, 'going'), 'dad')).toBeNull();
  });

  it('three names read Leo, Mia and Sam', () => {
    expect(namesList(['Leo', 'Mia', 'Sam'])).toBe('Leo, Mia and Sam');
  });

  it('only going and notGoing may be asked by a link', () => {
    expect(confirmableAnswer('going')).toBe('going');
    expect(confirmableAnswer('notGoing')).toBe('notGoing');
    expect(confirmableAnswer('maybe')).toBeUndefined();
    expect(confirmableAnswer(undefined)).toBeUndefined();
  });
});
