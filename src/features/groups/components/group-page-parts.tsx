import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../lib/toast';
import { Crest } from '../../../components/ui/crest';
import type { Club, GroupKind, MemberRole, Team } from '../../../domain/groups/group-types';
import type { ReadState, ReadStatus } from '../../../domain/read-state';
import { groupLabel, groupTexts } from '../../../domain/groups/group-texts';
import { useGroupExit } from '../../../shared/hooks/use-group-exit';

/**
 * What an edit page's live read amounts to, with the spec's answers: `Load failed` (toast and
 * page), `Club not found` / `Team not found` (toast, then `/dashboard/manage`). While the user
 * leaves or deletes the group from this page, its vanishing is expected and says nothing: the
 * exit's own toast and destination stand; so does coming back to a group deleted here (`gone`).
 * `accessGone`: the group still reads, but what is in it is refused to me now (taken off a team
 * of my club on another device): to me it is not found, as one I may not read.
 */
export function useGroupPage<T>(kind: GroupKind, load: ReadState<T>, accessGone = false) {
  const navigate = useNavigate();
  const exiting = useRef(false);
  // while leaving or deleting, the page shows none of the group: its squad and code vanish mid-way
  const [leaving, setLeaving] = useState(false);
  const setExiting = useCallback((on: boolean) => {
    exiting.current = on;
    setLeaving(on);
  }, []);
  // leaving from here takes my access too: that is the exit's to tell
  const state: ReadStatus = accessGone && load.status === 'ready' && !leaving ? 'missing' : load.status;

  useEffect(() => {
    if (exiting.current) return;
    // deleted on this device while the page is open (another tab): nothing to say, back to the list;
    // coming back to one deleted earlier never mounts the page (the route's `skipDeletedGroup`)
    if (state === 'gone') void navigate({ to: '/manage', replace: true });
    if (state === 'failed') toast.error(groupTexts.loadFailed);
    if (state === 'missing') {
      toast.error(groupTexts.notFound[kind]);
      void navigate({ to: '/dashboard/manage', replace: true });
    }
  }, [state, kind, navigate]);

  return { state, leaving, setExiting };
}

/** The page body before the group is there: loading, or failed. */
export function GroupPageStatus({ kind, state }: { kind: GroupKind; state: ReadStatus }) {
  if (state === 'loading') return <p role="status">Loading the {kind}…</p>;
  if (state === 'failed') return <p role="alert">{groupTexts.loadFailed}. Check your connection and try again.</p>;
  if (state === 'missing') return <p role="status">{groupTexts.notFound[kind]}</p>;
  return null;
}

/** A club's or team's page title: its crest and name (the kind's word until it is there). */
export function GroupPageHeader({ kind, group }: { kind: GroupKind; group: Club | Team | null }) {
  return (
    <header className="page-header">
      {group ? <Crest name={group.name} colour={group.colour} size="lg" /> : null}
      <div className="page-header-text">
        <h1>{group ? groupLabel(kind, group.name) : kind === 'club' ? 'Club' : 'Team'}</h1>
      </div>
    </header>
  );
}

/** The note that the group's latest changes wait to sync. */
function PendingNote({ group }: { group: Club | Team }) {
  return group.pending ? (
    <p className="pending-note" role="status">
      Waiting to sync: the latest changes are saved on this device and will reach everyone when you are back online.
    </p>
  ) : null;
}

/**
 * A club's or team's page body: the page's own parts, under the note that changes wait to
 * sync; while the group is left or deleted from here, none of it (its squad and code vanish
 * mid-way). The exit bar stays mounted either way: it finishes the exit and moves on.
 */
export function GroupBody(
  props: Omit<GroupExitBarProps, 'id' | 'name'> & { group: Club | Team; leaving: boolean; children: ReactNode },
) {
  const { group, leaving, children, ...exit } = props;
  return (
    <>
      {leaving ? (
        <p role="status">Updating the {exit.kind}…</p>
      ) : (
        <>
          <PendingNote group={group} />
          {children}
        </>
      )}
      <GroupExitBar {...exit} id={group.id} name={group.name} />
    </>
  );
}

/**
 * The same as GroupBody, for a page that places the exit bar itself (the team page puts it last
 * in its settings): `children` gets the bar, and renders nothing else while `leaving`. The bar
 * keeps its place in the tree throughout, so the exit under way is not cut short.
 */
export function GroupBodyWithExit(
  props: Omit<GroupExitBarProps, 'id' | 'name'> & {
    group: Club | Team;
    leaving: boolean;
    children: (exitBar: ReactNode) => ReactNode;
  },
) {
  const { group, leaving, children, ...exit } = props;
  return (
    <>
      {leaving ? <p role="status">Updating the {exit.kind}…</p> : <PendingNote group={group} />}
      {children(<GroupExitBar {...exit} id={group.id} name={group.name} />)}
    </>
  );
}

interface GroupExitBarProps {
  kind: GroupKind;
  id: string;
  name: string;
  role: MemberRole | null;
  /** on while leaving or deleting, so the page does not answer its group vanishing with "not found" */
  onExiting: (on: boolean) => void;
}

/** `Leave` for every member, `Delete` for owners; both ask first, then go to `/manage`. */
function GroupExitBar({ kind, id, name, role, onExiting }: GroupExitBarProps) {
  const navigate = useNavigate();
  const exit = useGroupExit({
    onStart: () => onExiting(true),
    onDone: () => void navigate({ to: '/manage' }),
    onFailed: () => onExiting(false),
  });
  if (!role) return null;
  const target = { kind, id, name, isOwner: role === 'owner' };
  return (
    <Card title={kind === 'club' ? 'Your place in the club' : 'Your place on the team'} className="exit-card">
      <div className="actions">
        <Button variant="secondary" busy={exit.busyId === id} onClick={() => exit.askLeave(target)}>
          Leave
        </Button>
        {role === 'owner' ? (
          <Button variant="danger" busy={exit.busyId === id} onClick={() => exit.askDelete(target)}>
            Delete
          </Button>
        ) : null}
      </div>
      {exit.dialog}
    </Card>
  );
}

/** The details a member who is not an owner reads instead of the form. */
export function GroupDetails({ rows }: { rows: { label: string; value: ReactNode }[] }) {
  return (
    <Card title="Details" className="group-details">
      <dl className="details-list">
        {rows.map((row) => (
          <div key={row.label} className="details-row">
            <dt>{row.label}</dt>
            <dd>{row.value || <span className="muted">—</span>}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
