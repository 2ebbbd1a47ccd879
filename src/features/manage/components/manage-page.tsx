import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { buttonClassName } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/form-field';
import { groupTexts } from '../../../domain/groups/group-texts';
import { useGroupExit } from '../../../shared/hooks/use-group-exit';
import { useFamilyGroups } from '../../../shared/hooks/use-my-groups';
import { searchGroups } from '../../../domain/groups/group-search';
import type { GroupKind, MyGroup } from '../../../domain/groups/group-types';
import type { ReadState } from '../../../domain/read-state';
import { GroupRow } from './group-row';
import { useFirstRowsFirst } from '../../../lib/first-rows-first';

/**
 * `/manage` and `/dashboard/manage`: the clubs, then the teams, that the user or one of their
 * children is on, each sorted by name, one search over both. Leaving and deleting ask first and stay here, with the outcome as a toast.
 */
export function ManagePage() {
  const { clubs, teams } = useFamilyGroups();
  const [query, setQuery] = useState('');
  const exit = useGroupExit();

  return (
    <div className="page">
      <h1>Manage clubs and teams</h1>
      <div className="manage-search">
        <TextField
          label="Search"
          type="search"
          autoComplete="off"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      <GroupSection kind="club" load={clubs} query={query} exit={exit} />
      <GroupSection kind="team" load={teams} query={query} exit={exit} />
      {exit.dialog}
    </div>
  );
}

const sectionTexts = {
  club: {
    title: 'Clubs',
    add: '+ Club',
    to: '/clubs/new',
    empty: 'You are not in a club yet. Create one, or join with a code from your club.',
    none: 'No clubs match your search.',
  },
  team: {
    title: 'Teams',
    add: '+ Team',
    to: '/teams/new',
    empty: 'You are not on a team yet. Create one, or join with a code from your coach.',
    none: 'No teams match your search.',
  },
} as const;

interface GroupSectionProps {
  kind: GroupKind;
  load: ReadState<MyGroup[]>;
  query: string;
  exit: ReturnType<typeof useGroupExit>;
}

function GroupSection({ kind, load, query, exit }: GroupSectionProps) {
  const texts = sectionTexts[kind];
  // the first screen of a long list paints before the rest (null until the list arrives)
  const shown = useFirstRowsFirst(load.status === 'ready' ? searchGroups(load.value, query) : null) ?? [];
  return (
    <Card title={texts.title} className="group-section">
      {load.status === 'loading' ? <p role="status">Loading your {texts.title.toLowerCase()}…</p> : null}
      {load.status === 'failed' ? (
        <p role="alert">{groupTexts.loadFailed}. Check your connection and try again.</p>
      ) : null}
      {load.status === 'ready' && load.value.length === 0 ? (
        <div className="empty-state">
          <p className="muted">{texts.empty}</p>
          <div className="actions">
            <Link to={texts.to} className={buttonClassName('primary')}>
              {texts.add}
            </Link>
            <Link to="/join" className={buttonClassName('secondary')}>
              Enter Code
            </Link>
          </div>
        </div>
      ) : null}
      {load.status === 'ready' && load.value.length > 0 && shown.length === 0 ? (
        <p className="muted">{texts.none}</p>
      ) : null}
      {shown.length > 0 ? (
        <ul className="group-list">
          {shown.map((group) => (
            <GroupRow
              key={group.id}
              group={group}
              busy={exit.busyId === group.id}
              onLeave={() =>
                exit.askLeave({ kind: group.kind, id: group.id, name: group.name, isOwner: group.role === 'owner' })
              }
              onDelete={() => exit.askDelete({ kind: group.kind, id: group.id, name: group.name })}
            />
          ))}
        </ul>
      ) : null}
      {load.status === 'ready' && load.value.length > 0 ? (
        <div className="actions">
          <Link to={texts.to} className={buttonClassName('secondary')}>
            {texts.add}
          </Link>
        </div>
      ) : null}
    </Card>
  );
}
