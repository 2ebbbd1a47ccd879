import { Link } from '@tanstack/react-router';
import { Fragment, type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Crest } from '../../../components/ui/crest';
import { useGuardedLogout } from '../../../shared/components/guarded-logout';
import { type Child, childName } from '../../../domain/children/child-list';
import { useChildren } from '../../../shared/hooks/use-children';
import { childNamesText } from '../../../domain/groups/family-groups';
import type { GroupKind } from '../../../domain/groups/group-types';
import type { ReadState } from '../../../domain/read-state';
import { useProfile } from '../../../shared/hooks/use-profile';
import { displayName, isParent } from '../../../domain/person/user-profile';
import { useSignedInSession } from '../../../session/session';
import { type GroupLine, useMyGroupLines } from '../hooks/use-my-group-lines';
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
    <CardList<Child>
      load={load}
      label="Your children"
      empty={empty}
      keyOf={(child) => child.id}
      lead={(child) => <Avatar name={childName(child.profile)} size="sm" />}
      title={(child) => (
        <Link to="/edit-child/$childId" params={{ childId: child.id }} className="tile-link">
          {childName(child.profile)}
        </Link>
      )}
    />
  );
}

/** The children's count: the same read as the list (one listen), mounted for Parents only. */
function ChildCount() {
  return <CardCount kind="child" load={useChildren()} />;
}

/**
 * The clubs or teams that I or one of my children am on, the first few by name, each a link to
 * its page; one only my children are on names them (`Leo, Mia`).
 */
function GroupList({ kind, load, empty }: { kind: GroupKind; load: ReadState<GroupLine[]>; empty: string }) {
  return (
    <CardList<GroupLine>
      load={load}
      label={kind === 'club' ? 'Your clubs' : 'Your teams'}
      empty={empty}
      keyOf={(group) => group.id}
      // the membership does not carry the group's colour: a neutral crest, no extra read
      lead={(group) => <Crest name={group.name} size="sm" />}
      title={(group) => (
        <Link to={kind === 'club' ? '/clubs/$id' : '/teams/$id'} params={{ id: group.id }} className="tile-link">
          {group.name}
        </Link>
      )}
      sub={(group) =>
        group.childNames ? (
          <>
            <span className="visually-hidden">Your children on it: </span>
            <span>{childNamesText(group.childNames)}</span>
          </>
        ) : null
      }
    />
  );
}

/**
 * A card of the dashboard, a region named by its title: the count under the title, the card's
 * one quiet action (`+ Team`) beside it, its rows, then `View` to the whole list.
 */
function DashboardCard({
  title,
  count,
  add,
  view,
  children,
}: {
  title: string;
  count: ReactNode;
  add: ReactNode;
  view: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="card dashboard-card tile-card" aria-labelledby={headingId}>
      <div className="tile-head">
        <div className="tile-heading">
          <h2 id={headingId} className="card-title">
            {title}
          </h2>
          {count}
        </div>
        {add}
      </div>
      {children}
      {view}
    </section>
  );
}

/** A quiet card of the dashboard's housekeeping: a line of text, then its actions. */
function QuietCard({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Card title={title} className="dashboard-card" tone="quiet">
      <p className="muted">{text}</p>
      <div className="actions">{children}</div>
    </Card>
  );
}

/** The card's action: quiet, beside its title (`+ Team`). */
function AddLink({ to, label }: { to: '/clubs/new' | '/teams/new' | '/add-child'; label: string }) {
  return (
    <Link to={to} className="tile-add">
      {label}
    </Link>
  );
}

/** `View`: the card's whole list. */
function ViewLink({ to }: { to: '/manage' | '/children' }) {
  return (
    <Link to={to} className="tile-view">
      View
    </Link>
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

/**
 * `/dashboard` (docs/product.md "Dashboard"): what needs an answer (`Next up`) and what is new
 * (`Announcements`), then my teams, clubs and family, then the housekeeping. `nextUp`,
 * `announcements`: team life's cards, which the route composes (features stay apart).
 */
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
      {/* what needs an answer first, then what is new (the UX contract's `dashboard order`) */}
      {nextUp || announcements ? (
        <div className="dashboard-grid dashboard-team-life">
          {nextUp}
          {announcements}
        </div>
      ) : null}
      <div className="dashboard-grid">
        <DashboardCard
          title="Teams"
          count={<CardCount kind="team" load={teams} />}
          add={<AddLink to="/teams/new" label="+ Team" />}
          view={<ViewLink to="/manage" />}
        >
          <GroupList kind="team" load={teams} empty="Set up a team, share its join code and keep the squad current." />
        </DashboardCard>
        <DashboardCard
          title="Clubs"
          count={<CardCount kind="club" load={clubs} />}
          add={<AddLink to="/clubs/new" label="+ Club" />}
          view={<ViewLink to="/manage" />}
        >
          <GroupList kind="club" load={clubs} empty="Create a club or join one with its code." />
        </DashboardCard>
        {isParent(data) ? (
          <DashboardCard
            title="Family"
            count={<ChildCount />}
            add={<AddLink to="/add-child" label="+ Child" />}
            view={<ViewLink to="/children" />}
          >
            <ChildList onShown={onChildrenShown} empty="Add your children to put them on their teams." />
          </DashboardCard>
        ) : null}
      </div>
      <div className="dashboard-grid dashboard-secondary">
        <QuietCard title="Join codes" text="Got a code from a coach or organiser? Join their club or team.">
          <Link to="/join" className={buttonClassName('primary')}>
            Enter Code
          </Link>
        </QuietCard>
        <QuietCard title="Account" text="Your name, date of birth and role.">
          <Link to="/edit-profile" className={buttonClassName('secondary')}>
            Edit Profile
          </Link>
          <Button variant="secondary" className="logout" busy={logout.busy} onClick={() => logout.requestLogout()}>
            Logout
          </Button>
        </QuietCard>
      </div>
      {logout.guardDialog}
    </div>
  );
}
