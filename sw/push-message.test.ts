import { describe, expect, it } from 'vitest';
import { messageForDevice, readPushMessage } from './push-message';

const reminder = {
  to: 'parent-1',
  title: 'U12 Lions: answer by Sat 10:00',
  body: 'Leo and Mia: Training Sat 5 Dec 10:00',
  url: '/events/e1',
  tag: 'reminder_e1',
  actions: [
    { action: 'going', title: 'Going' },
    { action: 'notGoing', title: 'Not going' },
  ],
};

describe('which pushes this device shows', () => {
  it('a push to the person signed in here is shown with its title, body, link and actions', () => {
    expect(messageForDevice(JSON.stringify(reminder), 'parent-1')).toEqual(reminder);
  });

  it('a push to anyone else is dropped (a shared phone tells only whoever is signed in)', () => {
    expect(messageForDevice(JSON.stringify(reminder), 'someone-else')).toBeNull();
  });

  it('a push while nobody is signed in is dropped', () => {
    expect(messageForDevice(JSON.stringify(reminder), null)).toBeNull();
  });

  it.each([
    ['no payload', null],
    ['not JSON', 'hello'],
    ['no one to tell', JSON.stringify({ ...reminder, to: '' })],
    ['no title', JSON.stringify({ ...reminder, title: undefined })],
    ['no link', JSON.stringify({ ...reminder, url: 7 })],
    ['a list', '[]'],
  ])('%s: dropped', (_what, payload) => {
    expect(messageForDevice(payload, 'parent-1')).toBeNull();
  });
});

describe('reading a push', () => {
  it('a notice without a body, tag or actions reads with an empty body and no actions', () => {
    expect(readPushMessage(JSON.stringify({ to: 'p', title: 'T', url: '/announcements' }))).toEqual({
      to: 'p',
      title: 'T',
      body: '',
      url: '/announcements',
      actions: [],
    });
  });

  it('actions that are not an action and a title are left out', () => {
    const payload = JSON.stringify({ ...reminder, actions: [{ action: 'going' }, 'x', { action: 'a', title: 'A' }] });
    expect(readPushMessage(payload)?.actions).toEqual([{ action: 'a', title: 'A' }]);
  });
});
