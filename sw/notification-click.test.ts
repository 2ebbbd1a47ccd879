import { describe, expect, it } from 'vitest';
import { CONFIRMABLE_ANSWERS } from '../src/domain/choices/answer-statuses';
import { ANSWER_ACTIONS, notificationClickUrl } from './notification-click';

const origin = 'https://pitchside.example';

describe('where a click on a notification leads', () => {
  it('knows the actions of exactly the answers a notice may ask for', () => {
    expect([...ANSWER_ACTIONS]).toEqual(CONFIRMABLE_ANSWERS);
  });

  it('a plain click opens the notice’s link', () => {
    expect(notificationClickUrl('/events/e1', '', origin)).toBe(`${origin}/events/e1`);
  });

  it('the action Going opens the event with the answer going ready to confirm', () => {
    expect(notificationClickUrl('/events/e1', 'going', origin)).toBe(`${origin}/events/e1?answer=going`);
  });

  it('the action Not going opens the event with the answer notGoing ready to confirm', () => {
    expect(notificationClickUrl('/events/e1', 'notGoing', origin)).toBe(`${origin}/events/e1?answer=notGoing`);
  });

  it('an action keeps what the link already asks and replaces an answer it carries', () => {
    expect(notificationClickUrl('/events/e1?from=push&answer=going', 'notGoing', origin)).toBe(
      `${origin}/events/e1?from=push&answer=notGoing`,
    );
  });

  it('an action the worker does not know is a plain click', () => {
    expect(notificationClickUrl('/events/e1', 'maybe', origin)).toBe(`${origin}/events/e1`);
  });

  it('a full link on this origin is kept', () => {
    expect(notificationClickUrl(`${origin}/announcements`, '', origin)).toBe(`${origin}/announcements`);
  });

  it.each([
    ['another origin', 'https://evil.example/events/e1'],
    ['a protocol-relative link', '//evil.example/events/e1'],
    ['a script', 'javascript:alert(1)'],
    ['no link', undefined],
    ['an empty link', ''],
    ['not a string', 42],
  ])('%s opens the dashboard, whatever the action', (_what, link) => {
    expect(notificationClickUrl(link, 'going', origin)).toBe(`${origin}/dashboard`);
    expect(notificationClickUrl(link, '', origin)).toBe(`${origin}/dashboard`);
  });
});
