import type { DocData } from '../../../src/backend/ports';
import { NOTICE_SETTINGS } from '../../../src/domain/choices/notice-kinds';
import {
  AT,
  calendarFeed,
  claimed,
  coach,
  FEED_M,
  FEED_Q,
  guardian,
  LATER,
  member,
  notificationSettings,
  OUTBOX_ENTRY,
  owner,
  parent,
  pushSubscription,
  stranger,
  subscriptionId,
  unverified,
} from '../rules-world';
import { allow, batch, type Case, del, deny, get, set, update, without } from './case-kit';
import { PUSH_ENDPOINT_CASES } from './push-endpoints';

/**
 * A person's notification documents (firestore.rules "notifications": `pushSubscriptions`,
 * `notificationSettings`, `calendarFeeds`) and the server's `outbox` (docs/notifications.md
 * "Documents"). Each person's own, and nobody else's: not another member's, not a parent's for
 * their child (parentP made childQ, whom claimedQ claimed: childQ is their own person). The
 * outbox is closed to every client. WORLD: memberM and childQ each hold a subscription, settings
 * and a feed (FEED_M, FEED_Q); `outbox/event-created_e1` is an entry the server wrote.
 */

/** the endpoint hash of a second device */
const OTHER_HASH = 'aaaabbbbccccddddeeeeffff00001111';
/** `personId`'s subscription on a second device, as the page stores it */
const subscribes = (personId: string, overrides: DocData = {}, id = subscriptionId(personId, OTHER_HASH)) =>
  set(`pushSubscriptions/${id}`, { ...pushSubscription(personId), ...overrides });
const MEMBER_DEVICE = `pushSubscriptions/${subscriptionId('memberM')}`;
const CHILD_DEVICE = `pushSubscriptions/${subscriptionId('childQ')}`;

const SUBSCRIPTIONS: Case[] = [
  allow('a member stores their subscription', member, batch(subscribes('memberM'))),
  allow('a stranger to every group stores their subscription', stranger, batch(subscribes('strangerS'))),
  allow('a claimed child stores their subscription under their person id', claimed, batch(subscribes('childQ'))),
  deny('a member stores a subscription for another member', member, batch(subscribes('childQ'))),
  deny('a parent stores a subscription for their child', parent, batch(subscribes('childQ'))),
  deny(
    'a member stores their subscription under another person’s id',
    member,
    batch(subscribes('memberM', {}, subscriptionId('childQ', OTHER_HASH))),
  ),
  deny(
    'a subscription whose id joins its parts with a dash',
    member,
    batch(subscribes('memberM', {}, `memberM-${OTHER_HASH}`)),
  ),
  deny(
    'a subscription whose hash has 31 digits',
    member,
    batch(subscribes('memberM', {}, subscriptionId('memberM', OTHER_HASH.slice(1)))),
  ),
  deny(
    'a subscription whose hash is in capitals',
    member,
    batch(subscribes('memberM', {}, subscriptionId('memberM', OTHER_HASH.toUpperCase()))),
  ),
  allow(
    'an endpoint of 1000 characters',
    member,
    batch(subscribes('memberM', { endpoint: `https://fcm.googleapis.com/${'x'.repeat(973)}` })),
  ),
  deny(
    'an endpoint of 1001 characters',
    member,
    batch(subscribes('memberM', { endpoint: `https://fcm.googleapis.com/${'x'.repeat(974)}` })),
  ),
  allow('a p256dh key of 200 characters', member, batch(subscribes('memberM', { p256dh: 'p'.repeat(200) }))),
  deny('a p256dh key of 201 characters', member, batch(subscribes('memberM', { p256dh: 'p'.repeat(201) }))),
  allow('an auth secret of 100 characters', member, batch(subscribes('memberM', { auth: 'a'.repeat(100) }))),
  deny('an auth secret of 101 characters', member, batch(subscribes('memberM', { auth: 'a'.repeat(101) }))),
  deny(
    'a subscription made at a time that is not an ISO string',
    member,
    batch(subscribes('memberM', { createdAt: 'now' })),
  ),
  deny('a subscription with a field of its own', member, batch(subscribes('memberM', { label: 'phone' }))),
  deny(
    'a subscription without its keys',
    member,
    batch(
      set(`pushSubscriptions/${subscriptionId('memberM', OTHER_HASH)}`, without(pushSubscription('memberM'), 'auth')),
    ),
  ),
  deny('an unverified member stores their subscription', unverified(member), batch(subscribes('memberM'))),
  // stored again by its person for the same endpoint (the switch turned on once more); a copy
  // written again is accepted; another endpoint or person is not
  allow(
    'a member writes their stored subscription again unchanged',
    member,
    batch(set(MEMBER_DEVICE, pushSubscription('memberM'))),
  ),
  allow(
    'a member stores their subscription again, later',
    member,
    batch(set(MEMBER_DEVICE, pushSubscription('memberM', { createdAt: LATER }))),
  ),
  deny(
    'an unverified member stores their subscription again, later',
    unverified(member),
    batch(set(MEMBER_DEVICE, pushSubscription('memberM', { createdAt: LATER }))),
  ),
  deny(
    'a member stores their subscription again with a field of its own',
    member,
    batch(set(MEMBER_DEVICE, { ...pushSubscription('memberM', { createdAt: LATER }), label: 'phone' })),
  ),
  deny(
    'a member hands their stored subscription to another person',
    member,
    batch(set(MEMBER_DEVICE, pushSubscription('strangerS'))),
  ),
  deny(
    'a parent stores their child’s subscription again, later',
    parent,
    batch(set(CHILD_DEVICE, pushSubscription('childQ', { createdAt: LATER }))),
  ),
  deny(
    'a member changes the endpoint of their stored subscription',
    member,
    batch(set(MEMBER_DEVICE, pushSubscription('memberM', { endpoint: 'https://fcm.googleapis.com/fcm/send/other' }))),
  ),
  allow(
    'a member updates the keys of their stored subscription',
    member,
    batch(update(MEMBER_DEVICE, { auth: 'b'.repeat(22) })),
  ),
  deny(
    'a stranger writes a member’s stored subscription again unchanged',
    stranger,
    batch(set(MEMBER_DEVICE, pushSubscription('memberM'))),
  ),
  allow('a member reads their subscription', member, get(MEMBER_DEVICE)),
  allow('a claimed child reads their subscription', claimed, get(CHILD_DEVICE)),
  deny('a member reads another member’s subscription', member, get(CHILD_DEVICE)),
  deny('a parent reads their child’s subscription', parent, get(CHILD_DEVICE)),
  deny('the team owner reads a member’s subscription', owner, get(MEMBER_DEVICE)),
  allow(
    'anyone signed in reads a missing subscription',
    stranger,
    get(`pushSubscriptions/${subscriptionId('strangerS')}`),
  ),
  deny('signed out, a subscription', null, get(MEMBER_DEVICE)),
  deny('signed out, a missing subscription', null, get(`pushSubscriptions/${subscriptionId('strangerS')}`)),
  allow('a member deletes their subscription', member, batch(del(MEMBER_DEVICE))),
  allow('a claimed child deletes their subscription', claimed, batch(del(CHILD_DEVICE))),
  deny('a parent deletes their child’s subscription', parent, batch(del(CHILD_DEVICE))),
  deny('a member deletes another member’s subscription', member, batch(del(CHILD_DEVICE))),
  deny('an unverified member deletes their subscription', unverified(member), batch(del(MEMBER_DEVICE))),
  // logout on a device whose subscription the server already dropped
  allow(
    'a member deletes their subscription already gone',
    member,
    batch(del(`pushSubscriptions/${subscriptionId('memberM', OTHER_HASH)}`)),
  ),
];

/** `personId`'s settings saved whole, at LATER */
const saves = (personId: string, overrides: DocData = {}) =>
  set(`notificationSettings/${personId}`, { ...notificationSettings({ updatedAt: LATER }), ...overrides });
const groupIds = (count: number) => Array.from({ length: count }, (_, i) => `ownerO-team${i + 1}`);

const SETTINGS: Case[] = [
  allow('a member saves their settings', member, batch(saves('memberM', { reminders: false }))),
  allow('a stranger saves their first settings', stranger, batch(saves('strangerS'))),
  allow('a claimed child saves their settings under their person id', claimed, batch(saves('childQ'))),
  deny('a member saves another member’s settings', member, batch(saves('childQ'))),
  deny('a parent saves their child’s settings', parent, batch(saves('childQ'))),
  deny('a guardian saves the settings of a member of their child’s team', guardian, batch(saves('memberM'))),
  allow('settings muting 100 groups', member, batch(saves('memberM', { muted: groupIds(100) }))),
  deny('settings muting 101 groups', member, batch(saves('memberM', { muted: groupIds(101) }))),
  deny('settings muting something that is not a group id', member, batch(saves('memberM', { muted: ['t1', 7] }))),
  deny('settings whose muted groups are not a list', member, batch(saves('memberM', { muted: 't1' }))),
  deny('settings muting a group given as a map', member, batch(saves('memberM', { muted: [{ id: 't1' }] }))),
  // group ids hold no `,`: the check that every entry is text relies on it (firestore.rules notificationSettingsDocOk)
  deny('settings muting an entry that holds a comma', member, batch(saves('memberM', { muted: ['t1,c1'] }))),
  allow('settings muting a team and a club', member, batch(saves('memberM', { muted: ['t1', 'c1'] }))),
  allow('quiet hours across midnight', member, batch(saves('memberM', { quietFrom: '22:00', quietTo: '07:00' }))),
  deny('quiet hours with a start and no end', member, batch(saves('memberM', { quietFrom: '22:00' }))),
  deny('quiet hours with an end and no start', member, batch(saves('memberM', { quietTo: '07:00' }))),
  deny('quiet hours from 24:00', member, batch(saves('memberM', { quietFrom: '24:00', quietTo: '07:00' }))),
  deny(
    'quiet hours to 7:00 without its leading zero',
    member,
    batch(saves('memberM', { quietFrom: '22:00', quietTo: '7:00' })),
  ),
  allow('a time zone of 64 characters', member, batch(saves('memberM', { timeZone: 'z'.repeat(64) }))),
  deny('a time zone of 65 characters', member, batch(saves('memberM', { timeZone: 'z'.repeat(65) }))),
  ...NOTICE_SETTINGS.map((kind) =>
    deny(`${kind} switched off as text`, member, batch(saves('memberM', { [kind]: 'false' }))),
  ),
  deny('settings saved at a time that is not an ISO string', member, batch(saves('memberM', { updatedAt: 'now' }))),
  deny('settings with a field of their own', member, batch(saves('memberM', { sound: 'chime' }))),
  deny(
    'settings without their muted groups',
    member,
    batch(set('notificationSettings/memberM', without(notificationSettings({ updatedAt: LATER }), 'muted'))),
  ),
  deny('an unverified member saves their settings', unverified(member), batch(saves('memberM'))),
  allow('a member reads their settings', member, get('notificationSettings/memberM')),
  allow('a claimed child reads their settings', claimed, get('notificationSettings/childQ')),
  allow('a stranger reads their settings, none stored', stranger, get('notificationSettings/strangerS')),
  deny('a member reads another member’s settings', member, get('notificationSettings/childQ')),
  deny('a parent reads their child’s settings', parent, get('notificationSettings/childQ')),
  deny('the Coach reads a member’s settings', coach, get('notificationSettings/memberM')),
  deny('signed out, settings', null, get('notificationSettings/memberM')),
  allow('a member deletes their settings', member, batch(del('notificationSettings/memberM'))),
  deny('an unverified member deletes their settings', unverified(member), batch(del('notificationSettings/memberM'))),
  deny('a parent deletes their child’s settings', parent, batch(del('notificationSettings/childQ'))),
  deny('a member deletes another member’s settings', member, batch(del('notificationSettings/childQ'))),
];

const NEW_TOKEN = '00112233445566778899aabbccddeeff';
/** `personId`'s new feed under `token` */
const creates = (personId: string, token = NEW_TOKEN, data: DocData = calendarFeed(personId)) =>
  set(`calendarFeeds/${token}`, data);

const FEEDS: Case[] = [
  allow('a member creates their calendar feed', member, batch(creates('memberM'))),
  allow('a claimed child creates their calendar feed under their person id', claimed, batch(creates('childQ'))),
  deny('a member creates a feed for another member', member, batch(creates('childQ'))),
  deny('a parent creates a feed for their child', parent, batch(creates('childQ'))),
  deny('a feed token of 31 digits', member, batch(creates('memberM', NEW_TOKEN.slice(1)))),
  deny('a feed token of 33 digits', member, batch(creates('memberM', `${NEW_TOKEN}0`))),
  deny('a feed token in capitals', member, batch(creates('memberM', NEW_TOKEN.toUpperCase()))),
  deny('a feed token that is not hex', member, batch(creates('memberM', 'g'.repeat(32)))),
  deny(
    'a feed with a field of its own',
    member,
    batch(creates('memberM', NEW_TOKEN, { ...calendarFeed('memberM'), teamId: 't1' })),
  ),
  deny('an unverified member creates their feed', unverified(member), batch(creates('memberM'))),
  deny(
    'a feed made at a time that is not an ISO string',
    member,
    batch(creates('memberM', NEW_TOKEN, { ...calendarFeed('memberM'), createdAt: 'now' })),
  ),
  // `Reset link` deletes the old token and creates a new one, in one batch
  allow('a member resets their feed link', member, batch(del(`calendarFeeds/${FEED_M}`), creates('memberM'))),
  allow(
    'a member writes their feed again unchanged',
    member,
    batch(set(`calendarFeeds/${FEED_M}`, calendarFeed('memberM'))),
  ),
  deny(
    'a member hands their feed to another person',
    member,
    batch(set(`calendarFeeds/${FEED_M}`, calendarFeed('childQ'))),
  ),
  deny(
    'a stranger writes a member’s feed again unchanged',
    stranger,
    batch(set(`calendarFeeds/${FEED_M}`, calendarFeed('memberM'))),
  ),
  deny(
    'a stranger takes a member’s feed token as their own',
    stranger,
    batch(set(`calendarFeeds/${FEED_M}`, calendarFeed('strangerS'))),
  ),
  deny(
    'a member changes the time their feed was made',
    member,
    batch(update(`calendarFeeds/${FEED_M}`, { createdAt: LATER })),
  ),
  allow('a member reads their feed', member, get(`calendarFeeds/${FEED_M}`)),
  allow('a claimed child reads their feed', claimed, get(`calendarFeeds/${FEED_Q}`)),
  deny('a member reads another member’s feed', member, get(`calendarFeeds/${FEED_Q}`)),
  deny('a parent reads their child’s feed', parent, get(`calendarFeeds/${FEED_Q}`)),
  allow('anyone signed in reads a missing feed', stranger, get(`calendarFeeds/${NEW_TOKEN}`)),
  deny('signed out, a feed', null, get(`calendarFeeds/${FEED_M}`)),
  deny('signed out, a missing feed', null, get(`calendarFeeds/${NEW_TOKEN}`)),
  allow('a member deletes their feed', member, batch(del(`calendarFeeds/${FEED_M}`))),
  deny('a parent deletes their child’s feed', parent, batch(del(`calendarFeeds/${FEED_Q}`))),
  deny('a member deletes another member’s feed', member, batch(del(`calendarFeeds/${FEED_Q}`))),
  allow('a member deletes a feed already gone', member, batch(del(`calendarFeeds/${NEW_TOKEN}`))),
  deny('an unverified member deletes their feed', unverified(member), batch(del(`calendarFeeds/${FEED_M}`))),
];

const ENTRY = 'outbox/event-created_e1';
const OUTBOX: Case[] = [
  ...[member, owner, coach, guardian, claimed, stranger].flatMap((who) => [
    deny(`${who.uid} reads an outbox entry`, who, get(ENTRY)),
    deny(
      `${who.uid} writes an outbox entry`,
      who,
      batch(set('outbox/event-created_e9', { ...OUTBOX_ENTRY, createdAt: LATER })),
    ),
  ]),
  deny('anyone signed in reads a missing outbox entry', stranger, get('outbox/none')),
  deny('a recipient marks an outbox entry as sent', member, batch(update(ENTRY, { results: { memberM: 'sent' } }))),
  deny('the team owner writes an outbox entry again unchanged', owner, batch(set(ENTRY, OUTBOX_ENTRY))),
  deny('the team owner deletes an outbox entry', owner, batch(del(ENTRY))),
  deny('a member deletes an outbox entry', member, batch(del(ENTRY))),
  deny('signed out, an outbox entry', null, get(ENTRY)),
  deny('an entry with its own id written by a member', member, batch(set('outbox/reminder_e1_1', { createdAt: AT }))),
];

export const NOTIFICATION_AREAS = {
  'notifications: push subscriptions': SUBSCRIPTIONS,
  'notifications: push endpoints': PUSH_ENDPOINT_CASES,
  'notifications: settings': SETTINGS,
  'notifications: calendar feeds': FEEDS,
  'notifications: the outbox': OUTBOX,
};
