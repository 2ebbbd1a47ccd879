import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../lib/toast';
import { useClub } from '../../../shared/hooks/use-club';
import { useMyRole } from '../hooks/use-my-role';
import { useSaveClub } from '../hooks/use-save-club';
import { useGroupNewCode } from '../hooks/use-new-join-code';
import type { Club, ClubFields, MemberRole } from '../../../domain/groups/group-types';
import { ClubForm } from './club-form';
import { ClubTeams } from './club-teams';
import { GroupBody, GroupDetails, GroupPageHeader, GroupPageStatus, useGroupPage } from './group-page-parts';
import { JoinCodePanel } from './join-code-panel';
import { SquadList } from './squad-list';
import { groupLabel, groupTexts } from '../../../domain/groups/group-texts';

/**
 * `/clubs/{id}`: owners edit it, other members read it; everyone sees its join code and
 * squad. All from the device cache first, so it opens at the pitch side without signal.
 */
/** `announcements`: the club's `Announcements`, which the route composes (features stay apart). */
export function ClubPage({ id, announcements }: { id: string; announcements?: ReactNode }) {
  const club = useClub(id);
  const role = useMyRole('club', id);
  const { state, leaving, setExiting } = useGroupPage('club', club);
  const value = club.status === 'ready' ? club.value : null;

  return (
    <div className="page">
      <GroupPageHeader kind="club" group={value} />
      {value ? (
        <ClubBody club={value} role={role} leaving={leaving} onExiting={setExiting} announcements={announcements} />
      ) : (
        <GroupPageStatus kind="club" state={state} />
      )}
    </div>
  );
}

interface ClubBodyProps {
  club: Club;
  role: MemberRole | null;
  leaving: boolean;
  onExiting: (on: boolean) => void;
  announcements?: ReactNode;
}

function ClubBody({ club, role, leaving, onExiting, announcements }: ClubBodyProps) {
  const saveClub = useSaveClub();
  const newCode = useGroupNewCode('club');
  const isOwner = role === 'owner';

  function save(fields: ClubFields) {
    const outcome = saveClub(club.id, fields);
    if (outcome.ok) toast.success(groupTexts.saved);
    return outcome;
  }

  return (
    <GroupBody kind="club" group={club} role={role} leaving={leaving} onExiting={onExiting}>
      {/* the club's home: its teams and people first, then how to bring people in, then the details */}
      <ClubTeams clubId={club.id} isMember={role !== null} isOwner={isOwner} />
      {announcements}
      <SquadList kind="club" groupId={club.id} isOwner={isOwner} />
      <JoinCodePanel code={club.joinCode} onNewCode={isOwner ? () => newCode(club) : undefined} />
      {isOwner ? (
        <Card title="Edit details" className="form-card">
          <ClubForm key={club.id} initial={club} save={save} />
        </Card>
      ) : (
        <GroupDetails
          rows={[
            { label: 'Name', value: groupLabel('club', club.name) },
            { label: 'Location', value: club.location },
            { label: 'Notes', value: club.notes },
          ]}
        />
      )}
    </GroupBody>
  );
}
