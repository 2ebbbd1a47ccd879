import { Link } from '@tanstack/react-router';
import { Fragment, type ReactNode, useCallback, useEffect, useState } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Crest } from '../../../components/ui/crest';
import { useGuardedLogout } from '../../../domain/account/guarded-logout';
import { type Child, childName } from '../../../domain/children/child-list';
import { useChildren } from '../../../domain/children/children-query';
import type { GroupKind } from '../../../domain/groups/group-types';
import { useProfile } from '../../../domain/person/profile-query';
import { displayName, isParent } from '../../../domain/person/user-profile';
import { useSignedInSession } from '../../../session/session';
import { type GroupLine, useMyGroupLines } from '../../../domain/groups/use-my-group-lines';
import { CardCount } from './card-count';
import { CardList } from './card-list';
import { useDashboardDataMark } from './dashboard-data-mark';

/** Mounted for Parents only (no query for others): their children by name; says when they are shown. */
function ChildList({ onShown, empty }: { onShown: () => void; empty: string }) {
  const load = useChildren();
  const shown = load.status === 'ready';
  useEffect(() => {
    if (shown) onShown();
  }, [shown, onShown]);
  return (
    <>
      <CardCount kind="child" load={load} />
      <CardList<Child>
        load={load}
        label="Your children"
        empty={empty}
        keyOf={(child) => child.id}
        lead={(child) => <Avatar name={childName(child.profile)} size="sm" />}
        title={(child) => (
          <Link to="/edit-child/$childId" params={{ childId: child.id }} className="row-title">
            {childName(child.profile)}
          </Link>
        )}
      />
    </>
  );
}

/** One's clubs or teams: the count, then the first few by name, each a link to its page. */
function GroupList({
  kind,
  load,
  empty,
}: {
  kind: GroupKind;
  load: ReturnType<typeof useMyGroupLines>;
  empty: string;
}) {
  return (
    <>
      <CardCount kind={kind} load={load} />
      <CardList<GroupLine>
        load={load}
        label={kind === 'club' ? 'Your clubs' : 'Your teams'}
        empty={empty}
        keyOf={(group) => group.id}
        // the membership does not carry the group's colour: a neutral crest, no extra read
        lead={(group) => <Crest name={group.name} size="sm" />}
        title={(group) => (
          <Link to={kind === 'club' ? '/clubs/$id' : '/teams/$id'} params={{ id: group.id }} className="row-title">
            {group.name}
          </Link>
        )}
      />
    </>
  );
}

/** A card of the dashboard: its names (clubs, teams, children) or, on a quiet card, a line of text; then its actions. */
function DashboardCard({
  title,
  text,
  list,
  quiet = false,
  children,
}: {
  title: string;
  text?: string;
  list?: ReactNode;
  quiet?: boolean;
  children: ReactNode;
}) {
  return (
    <Card title={title} className="dashboard-card" tone={quiet ? 'quiet' : 'default'}>
      {list}
      {text ? <p className="muted">{text}</p> : null}
      <div className="actions">{children}</div>
    </Card>
  );
}

/**
 * A name or address that may be longer than the screen is wide: it may break after `@` and
 * before a `.` (where a reader expects it), and anywhere as a last resort (the CSS), rather
 * than overflow.
 */
function Breakable({ text }: { text: string }) {
  const parts = text.split(/(?<=@)|(?=\.)/);
  return (
    <span className="breakable">
      {parts.map((part, index) => (
        // the parts of one string never reorder: their position is their identity
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

/** `nextUp`, `announcements`: team life's cards, which the route composes (features stay apart). */
export function DashboardPage({ nextUp, announcements }: { nextUp?: ReactNode; announcements?: ReactNode } = {}) {
  const { user } = useSignedInSession();
  const profile = useProfile();
  const logout = useGuardedLogout();
  const clubs = useMyGroupLines('club');
  const teams = useMyGroupLines('team');
  const data = profile.data?.doc?.data;
  const [childrenShown, setChildrenShown] = useState(false);
  const onChildrenShown = useCallback(() => setChildrenShown(true), []);
  useDashboardDataMark(
    profile.isSuccess && clubs.status === 'ready' && teams.status === 'ready' && (!isParent(data) || childrenShown),
  );
  const name = displayName(data, user.email);

  return (
    <div className="page dashboard">
      <header className="page-header">
        {/* an address has no initials worth showing: its part before the @ stands in */}
        <Avatar name={name === user.email ? name.split('@')[0] : name} size="lg" />
        <div className="page-header-text">
          <h1 className="welcome">
            Welcome, <Breakable text={name} />
          </h1>
        </div>
      </header>
      {profile.isPending ? <p className="muted">Loading your profile…</p> : null}
      {profile.isError ? <p role="alert">Failed to load profile</p> : null}
      {profile.data?.doc?.pending ? (
        <p className="pending-note" role="status">
          Your latest profile changes are saved on this device and will sync when you are back online.
        </p>
      ) : null}
      {/* team life: what is next and what is new, side by side where there is room */}
      {nextUp || announcements ? (
        <div className="dashboard-grid dashboard-team-life">
          {nextUp}
          {announcements}
        </div>
      ) : null}
      <div className="dashboard-grid">
        <DashboardCard
          title="Clubs"
          list={<GroupList kind="club" load={clubs} empty="Create a club or join one with its code." />}
        >
          <Link to="/clubs/new" className={buttonClassName('primary')}>
            + Club
          </Link>
          <Link to="/manage" className={buttonClassName('secondary')}>
            View
          </Link>
        </DashboardCard>
        <DashboardCard
          title="Teams"
          list={
            <GroupList
              kind="team"
              load={teams}
              empty="Set up a team, share its join code and keep the squad current."
            />
          }
        >
          <Link to="/teams/new" className={buttonClassName('primary')}>
            + Team
          </Link>
          <Link to="/manage" className={buttonClassName('secondary')}>
            View
          </Link>
        </DashboardCard>
        {isParent(data) ? (
          <DashboardCard
            title="Family"
            list={<ChildList onShown={onChildrenShown} empty="Add your children to put them on their teams." />}
          >
            <Link to="/add-child" className={buttonClassName('primary')}>
              + Child
            </Link>
            <Link to="/children" className={buttonClassName('secondary')}>
              View
            </Link>
          </DashboardCard>
        ) : null}
      </div>
      <div className="dashboard-grid dashboard-secondary">
        <DashboardCard quiet title="Join codes" text="Got a code from a coach or organiser? Join their club or team.">
          <Link to="/join" className={buttonClassName('primary')}>
            Enter Code
          </Link>
        </DashboardCard>
        <DashboardCard quiet title="Account" text="Your name, date of birth and role.">
          <Link to="/edit-profile" className={buttonClassName('secondary')}>
            Edit Profile
          </Link>
          <Button variant="secondary" className="logout" busy={logout.busy} onClick={() => logout.requestLogout()}>
            Logout
          </Button>
        </DashboardCard>
      </div>
      {logout.guardDialog}
    </div>
  );
}
