import { rememberedPersonId, rememberPersonId } from '../session/signed-in-hint';
import { quietly, type ScreenWarmer } from '../session/warm-screen';
import { prefetchWatch } from '../lib/watched-query';
import { childrenWatch } from '../domain/children/children-query';
import { groupDocWatch } from '../domain/groups/group-docs-query';
import { myMembershipsWatch } from '../domain/groups/my-memberships-query';
import type { GroupKind } from '../domain/groups/group-types';
import { accountWatch } from '../domain/person/account-query';
import { eventWatch } from '../domain/events/event-queries';
import { profileWatch } from '../domain/person/profile-query';
import { isParent, type UserProfile } from '../domain/person/user-profile';
import type { DocResult } from '../backend/ports';

/**
 * The first reads of each signed-in screen, started by its route's loader (src/routes/,
 * `warmScreen`) with the same watches and query keys its hooks use. Every screen starts with
 * who the account is (the person id), then the profile the top bar shows.
 */

/** What a screen warms once the person id is known; `profile` is the profile's first value. */
type PersonWarmer = (
  personId: string,
  session: Parameters<ScreenWarmer>[0],
  client: Parameters<ScreenWarmer>[1],
  profile: Promise<DocResult<UserProfile>>,
) => void;

/**
 * The account, and what hangs on the person id: the profile, and `more` of the screen. With the
 * person id this device remembers, those start beside the account's read, not after it; should
 * the account name another person, they start again for that one.
 */
function afterPersonId(more: PersonWarmer): ScreenWarmer {
  return (session, client) => {
    const { data } = session.backend;
    const { uid } = session.user;
    const started = new Set<string>();
    const start = (personId: string) => {
      if (started.has(personId)) return;
      started.add(personId);
      const profile = prefetchWatch(client, profileWatch(data, personId));
      quietly(profile);
      more(personId, session, client, profile);
    };
    const remembered = rememberedPersonId(uid);
    if (remembered) start(remembered);
    quietly(
      prefetchWatch(client, accountWatch(data, uid)).then((account) => {
        const personId = account.doc?.data.personId ?? uid;
        if (personId !== remembered) rememberPersonId(uid, personId);
        start(personId);
      }),
    );
  };
}

/** Every signed-in screen: the account and the profile. */
export const warmSignedIn: ScreenWarmer = afterPersonId(() => {});

const myGroups: PersonWarmer = (personId, session, client) => {
  for (const kind of ['club', 'team'] as const)
    quietly(prefetchWatch(client, myMembershipsWatch(session.backend.data, kind, personId)));
};

/** The manage lists and `/announcements`: one's club and team memberships. */
export const warmMyGroups: ScreenWarmer = afterPersonId(myGroups);

/** The dashboard: one's groups, and a Parent's children once the profile says Parent. */
export const warmDashboard: ScreenWarmer = afterPersonId((personId, session, client, profile) => {
  myGroups(personId, session, client, profile);
  quietly(
    profile.then((first) => {
      if (isParent(first.doc?.data)) quietly(prefetchWatch(client, childrenWatch(session.backend.data, personId)));
    }),
  );
});

/** The Family screen: the parent's children. */
export const warmChildren: ScreenWarmer = afterPersonId((personId, session, client) => {
  quietly(prefetchWatch(client, childrenWatch(session.backend.data, personId)));
});

/** A club's or team's page: its document. */
export const warmGroup =
  (kind: GroupKind, id: string): ScreenWarmer =>
  (session, client) =>
    quietly(prefetchWatch(client, groupDocWatch(session.backend.data, kind, id)));

/** An event's page: its document. */
export const warmEvent =
  (id: string): ScreenWarmer =>
  (session, client) =>
    quietly(prefetchWatch(client, eventWatch(session.backend.data, id)));

/** The schedule: one's team memberships (the teams whose events it reads). */
export const warmSchedule: ScreenWarmer = afterPersonId((personId, session, client) => {
  quietly(prefetchWatch(client, myMembershipsWatch(session.backend.data, 'team', personId)));
});

/** `/announcements`: one's club and team memberships (the groups whose announcements it reads). */
export const warmAnnouncements: ScreenWarmer = warmMyGroups;
