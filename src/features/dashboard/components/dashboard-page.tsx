import { Link } from '@tanstack/react-router';
import { Fragment, type ReactNode, useCallback, useEffect, useState } from 'react';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useGuardedLogout } from '../../../domain/account/guarded-logout';
import { useSignedInSession } from '../../../session/session';
import { useChildren } from '../../../domain/children/children-query';
import { useMyGroupCounts } from '../../../domain/groups/use-my-group-counts';
import { useProfile } from '../../../domain/person/profile-query';
import { displayName, isParent } from '../../../domain/person/user-profile';
import { CardCount } from './card-count';
import { useDashboardDataMark } from './dashboard-data-mark';

/** Mounted for Parents only (no query for others): their children, counted; says when the count is shown. */
function ChildCount({ onShown }: { onShown: () => void }) {
  const load = useChildren();
  const shown = load.status === 'ready';
  useEffect(() => {
    if (shown) onShown();
  }, [shown, onShown]);
  return <CardCount kind="child" load={load} />;
}

function DashboardCard({
  title,
  text,
  extra,
  children,
}: {
  title: string;
  text: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card title={title} className="dashboard-card">
      {extra}
      <p className="muted">{text}</p>
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

export function DashboardPage() {
  const { user } = useSignedInSession();
  const profile = useProfile();
  const logout = useGuardedLogout();
  const groups = useMyGroupCounts();
  const data = profile.data?.doc?.data;
  const [childrenShown, setChildrenShown] = useState(false);
  const onChildrenShown = useCallback(() => setChildrenShown(true), []);
  useDashboardDataMark(
    profile.isSuccess &&
      groups.clubs.status === 'ready' &&
      groups.teams.status === 'ready' &&
      (!isParent(data) || childrenShown),
  );

  return (
    <div className="page">
      <h1 className="welcome">
        Welcome, <Breakable text={displayName(data, user.email)} />
      </h1>
      {profile.isPending ? <p className="muted">Loading your profile…</p> : null}
      {profile.isError ? <p role="alert">Failed to load profile</p> : null}
      {profile.data?.doc?.pending ? (
        <p className="pending-note" role="status">
          Your latest profile changes are saved on this device and will sync when you are back online.
        </p>
      ) : null}
      <div className="dashboard-grid">
        <DashboardCard
          title="Clubs"
          text="Create a club or look after the ones you belong to."
          extra={<CardCount kind="club" load={groups.clubs} />}
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
          text="Set up teams, share their join codes and keep squads current."
          extra={<CardCount kind="team" load={groups.teams} />}
        >
          <Link to="/teams/new" className={buttonClassName('primary')}>
            + Team
          </Link>
          <Link to="/manage" className={buttonClassName('secondary')}>
            View
          </Link>
        </DashboardCard>
        <DashboardCard title="Join codes" text="Got a code from a coach or organiser? Join their club or team.">
          <Link to="/join" className={buttonClassName('primary')}>
            Enter Code
          </Link>
        </DashboardCard>
        <DashboardCard title="Account" text="Your name, date of birth and role.">
          <Link to="/edit-profile" className={buttonClassName('primary')}>
            Edit Profile
          </Link>
          <Button variant="secondary" className="logout" busy={logout.busy} onClick={() => logout.requestLogout()}>
            Logout
          </Button>
        </DashboardCard>
        {isParent(data) ? (
          <DashboardCard
            title="Family"
            text="Add your children and keep their profiles up to date."
            extra={<ChildCount onShown={onChildrenShown} />}
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
      {logout.guardDialog}
    </div>
  );
}
