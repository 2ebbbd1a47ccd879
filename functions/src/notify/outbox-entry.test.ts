// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dueRecipients, newOutboxEntry, nextSendAt, type OutboxEntry, payloadFor } from './outbox-entry';

const now = new Date('2026-12-01T12:00:00Z');
const entry = (): OutboxEntry =>
  newOutboxEntry({
    kind: 'reminder',
    subject: { kind: 'event', id: 'ev1', groupKind: 'team', groupId: 'lions' },
    concerns: new Map([
      ['mum', ['leo', 'mia']],
      ['ben', ['ben']],
      ['dad', ['dad', 'sam']],
    ]),
    firstNames: new Map([
      ['leo', 'Leo'],
      ['mia', 'Mia'],
      ['sam', 'Sam'],
    ]),
    title: 'U12 Lions: Training: are you going?',
    body: 'Sat 5 Dec 10:00',
    now,
    expiresAt: new Date('2026-12-05T10:00:00Z'),
  });

describe('an outbox entry', () => {
  it('tells each person once, naming the others it concerns for them', () => {
    const made = entry();
    expect(made.recipients).toEqual(['ben', 'dad', 'mum']);
    expect(made.namesFor).toEqual({ mum: 'Leo and Mia', dad: 'You and Sam' });
    expect(made).toMatchObject({ url: '/events/ev1', tag: 'event-ev1', notBefore: now, nextSendAt: now, results: {} });
    expect(made.actions?.map((action) => action.action)).toEqual(['going', 'notGoing']);
  });

  it('gives each person their own payload, addressed to them, with their names before the body', () => {
    expect(payloadFor(entry(), 'mum')).toMatchObject({ to: 'mum', body: 'Leo and Mia: Sat 5 Dec 10:00' });
    expect(payloadFor(entry(), 'ben')).toMatchObject({ to: 'ben', body: 'Sat 5 Dec 10:00' });
  });

  it('is due for those with no result yet and those deferred whose time came; never a claim or a result again', () => {
    const made = entry();
    made.results = {
      ben: { status: 'sending', at: now },
      dad: { status: 'deferred', until: new Date('2026-12-01T13:00:00Z') },
    };
    expect(dueRecipients(made, now)).toEqual(['mum']);
    expect(dueRecipients(made, new Date('2026-12-01T13:00:00Z'))).toEqual(['dad', 'mum']);
    made.results.mum = { status: 'sent', count: 1, at: now };
    expect(dueRecipients(made, new Date('2026-12-02T00:00:00Z'))).toEqual(['dad']);
    expect(dueRecipients({ ...made, notBefore: new Date('2026-12-03T00:00:00Z') }, now)).toEqual([]);
  });

  it('asks the scheduler back at the earliest deferred send, or never', () => {
    expect(nextSendAt({})).toBeNull();
    expect(
      nextSendAt({
        a: { status: 'deferred', until: new Date('2026-12-02T07:00:00Z') },
        b: { status: 'deferred', until: new Date('2026-12-02T06:00:00Z') },
        c: { status: 'off', at: now },
      }),
    ).toEqual(new Date('2026-12-02T06:00:00Z'));
  });
});
