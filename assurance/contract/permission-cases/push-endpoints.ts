import { member, pushSubscription, subscriptionId, unverified } from '../rules-world';
import { allow, batch, type Case, deny, set, update } from './case-kit';

/**
 * Where a push subscription may point (firestore.rules `isPushServiceEndpoint`, docs/SECURITY.md
 * "Push endpoints"): the server posts to the endpoint, so an account that could name any URL
 * would have the server post there, the cloud's metadata server included. Only the browsers'
 * push services are accepted; these cases are judged against firestore.rules as deployed, where
 * the online e2e's mock push service on 127.0.0.1 is refused too.
 */

const NEW_DEVICE = `pushSubscriptions/${subscriptionId('memberM', '99998888777766665555444433332222')}`;
const MEMBER_DEVICE = `pushSubscriptions/${subscriptionId('memberM')}`;
/** memberM stores a subscription of a new device at `endpoint` */
const pointsAt = (endpoint: string) => batch(set(NEW_DEVICE, pushSubscription('memberM', { endpoint })));
const METADATA_SERVER = 'https://metadata.google.internal/computeMetadata/v1/instance/service-accounts/default/token';

const SERVICES: Case[] = [
  allow(
    'a member stores a subscription at Google’s push service (Chrome)',
    member,
    pointsAt('https://fcm.googleapis.com/fcm/send/dGhpcyBpcyBhIGRldmljZQ:APA91bH-example'),
  ),
  allow(
    'a member stores a subscription at Mozilla’s push service (Firefox)',
    member,
    pointsAt('https://updates.push.services.mozilla.com/wpush/v2/gAAAAABexample'),
  ),
  allow(
    'a member stores a subscription at Apple’s push service (Safari)',
    member,
    pointsAt('https://web.push.apple.com/QGuQyavXutnMH-example'),
  ),
  allow(
    'a member stores a subscription at Microsoft’s push service (Edge on Windows)',
    member,
    pointsAt('https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB-example'),
  ),
];

const ATTACKS: Case[] = [
  deny('refuses: a member points their subscription at the cloud’s metadata server', member, pointsAt(METADATA_SERVER)),
  deny(
    'refuses: a member points their subscription at the metadata server’s address',
    member,
    pointsAt('https://169.254.169.254/computeMetadata/v1/instance/service-accounts/default/token'),
  ),
  deny(
    'refuses: a member has the server post to a host of their own',
    member,
    pointsAt('https://attacker.example/collect'),
  ),
  deny(
    'refuses: a member has the server post to the cloud’s loopback (the e2e’s mock push service)',
    member,
    pointsAt('https://127.0.0.1:43123/push/0123abcd'),
  ),
  deny('refuses: a member has the server post to localhost', member, pointsAt('https://localhost/push/x')),
  deny(
    'refuses: a member has the server post in plain http to Google’s push service',
    member,
    pointsAt('http://fcm.googleapis.com/fcm/send/x'),
  ),
  deny(
    'refuses: a look-alike host that ends in Google’s push service’s name',
    member,
    pointsAt('https://fcm.googleapis.com.evil.com/fcm/send/x'),
  ),
  deny(
    'refuses: a look-alike host where a dot of the name is another character',
    member,
    pointsAt('https://fcmxgoogleapis.com/fcm/send/x'),
  ),
  deny(
    'refuses: a host of their own with Google’s push service’s name in its path',
    member,
    pointsAt('https://evil.com/fcm.googleapis.com/'),
  ),
  deny(
    'refuses: Google’s push service’s name as the userinfo of a host of their own',
    member,
    pointsAt('https://fcm.googleapis.com@evil.com/fcm/send/x'),
  ),
  deny(
    'refuses: Google’s push service on a port of their choosing',
    member,
    pointsAt('https://fcm.googleapis.com:8443/fcm/send/x'),
  ),
  deny('refuses: Google’s push service with no path', member, pointsAt('https://fcm.googleapis.com')),
  deny(
    'refuses: a look-alike host wrapped around Microsoft’s push service’s name',
    member,
    pointsAt('https://evil.com.notify.windows.com.evil.com/w/?token=x'),
  ),
  deny(
    'refuses: Microsoft’s push service’s bare domain, no region',
    member,
    pointsAt('https://notify.windows.com/w/?token=x'),
  ),
  deny(
    'refuses: an unverified member stores a subscription at Google’s push service',
    unverified(member),
    pointsAt('https://fcm.googleapis.com/fcm/send/x'),
  ),
  // one stored before the rules checked the endpoint: its person cannot renew it with new keys
  deny(
    'refuses: a member renews the keys of their subscription at the metadata server',
    member,
    batch(update(MEMBER_DEVICE, { auth: 'b'.repeat(22) })),
    { [MEMBER_DEVICE]: pushSubscription('memberM', { endpoint: METADATA_SERVER }) },
  ),
  deny(
    'refuses: a member moves their stored subscription to the metadata server',
    member,
    batch(update(MEMBER_DEVICE, { endpoint: METADATA_SERVER })),
  ),
];

export const PUSH_ENDPOINT_CASES: Case[] = [...SERVICES, ...ATTACKS];
