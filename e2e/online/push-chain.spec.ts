import { createHash } from 'node:crypto';
import { day, dayText, fillEventForm, openNewEvent } from '../support/events';
import { createTeam, shownJoinCode } from '../support/groups';
import { toast } from '../support/users';
import { newPerson } from './support/accounts';
import { familyIds, joinAs, membershipsOf } from './support/club-setup';
import { expect, test } from './support/online-test';
import { stubPushSubscription } from './support/push-stub';
import { openServerPart } from './support/server-part';
import { workerPush } from '../support/worker-push';

/**
 * The whole push chain (docs/notifications.md "Tests"), as real as
 * headless Chromium allows: a member turns notifications on on their phone (the subscription
 * stubbed in the page, with a local push service's endpoint and keys); the coach creates an event
 * on theirs; the event trigger's handler and the sender run on the same emulator, and the sender
 * posts real Web Push to that push service, which checks VAPID and decrypts; the payload it got
 * goes into the production service worker, which shows the notification.
 */
test('a coach’s new event reaches a member’s phone: trigger, sender, push service, worker, notification', async ({
  device,
}) => {
  test.setTimeout(90_000);
  const server = await openServerPart();
  try {
    const coach = await device('coach', 'desktop');
    await newPerson(coach.page, 'coach', 'Cora', 'Coach');
    const teamId = await createTeam(coach.page, { name: 'U12 Lions' });
    const code = await shownJoinCode(coach.page);
    // the coach's device writes the team and its code when it reaches the server: a code is shared once it has
    await Promise.all([server.storedDocument(`teams/${teamId}`), server.storedDocument(`joinCodes/${code}`)]);

    const member = await device('member', 'phone');
    const subscription = server.pushService.subscribe();
    await stubPushSubscription(member.context, subscription);
    const push = await workerPush(member.page);
    const memberEmail = await newPerson(member.page, 'member', 'Mo', 'Member');
    await joinAs(member.page, code, ['Me'], 'Joined team');
    const memberId = (await familyIds(memberEmail)).Me as string;
    await expect.poll(() => membershipsOf('teamMemberships', [memberId])).toEqual([`${teamId}/${memberId}`]);

    // the member turns notifications on as a user does: the phone's menu, the Notifications page, the switch
    await member.page.getByRole('button', { name: 'Menu' }).click();
    await member.page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Notifications' }).click();
    await expect(member.page).toHaveURL(/\/notifications$/);
    const deviceSwitch = member.page.getByRole('switch', { name: 'Notifications on this device' });
    await deviceSwitch.click();
    await expect(deviceSwitch).toBeChecked();
    const endpointHash = createHash('sha256').update(subscription.endpoint).digest('hex').slice(0, 32);
    const stored = await server.storedDocument(`pushSubscriptions/${memberId}_${endpointHash}`);
    expect(stored.data()).toMatchObject({ personId: memberId, ...subscription });
    // the worker shows a push only to the person signed in on the phone (docs/notifications.md "On the device")
    await expect.poll(push.signedInPerson).toBe(memberId);

    // the coach creates an event; the clock runs from the Save click
    const date = day(3);
    await openNewEvent(coach.page, teamId);
    await fillEventForm(coach.page, { title: 'Training', date, start: '10:00', end: '11:30', location: 'Pitch 3' });
    const saved = performance.now();
    await coach.page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(coach.page, 'Event created')).toBeVisible();
    await expect(coach.page).toHaveURL(/\/events\/[^/]+$/);
    const eventId = coach.page.url().split('/').at(-1) as string;

    // the server part, on the event as the server stores it: one entry, for the member only (the maker is not told)
    const entryId = await server.eventCreated(eventId);
    expect(entryId).toBe(`event-created_${eventId}`);
    await server.sendEntry(entryId as string);
    const expected = {
      title: 'U12 Lions: New event: Training',
      body: `${dayText(date)} 10:00 · Pitch 3`,
      url: `/events/${eventId}`,
    };
    expect(server.pushService.refused).toEqual([]);
    const received = server.pushService.received.map((message) => message.payload);
    expect(received).toEqual([{ to: memberId, ...expected, tag: `event-${eventId}` }]);

    // the push service hands the decrypted payload to the phone's worker, which shows it
    await push.deliver(received[0]);
    await expect.poll(push.shown).toEqual([expected]);
    const took = Math.round(performance.now() - saved);
    console.log(`push chain: write → notification shown in ${took} ms`);

    const entry = (await server.db.doc(`outbox/${entryId}`).get()).data();
    expect(entry?.recipients).toEqual([memberId]);
    expect(entry?.results?.[memberId]).toMatchObject({ status: 'sent', count: 1 });
  } finally {
    await server.close();
  }
});
