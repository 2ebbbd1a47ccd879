import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../lib/toast';
import { useMyGroups } from '../../../shared/hooks/use-my-groups';
import { useGroupDoc } from '../../../shared/hooks/use-group-docs';
import { useMyRole } from '../hooks/use-my-role';
import { useSaveTeam } from '../hooks/use-save-team';
import { useGroupNewCode } from '../hooks/use-new-join-code';
import { useTeam } from '../../../shared/hooks/use-team';
import { useAccessGone } from '../../../shared/hooks/use-members';
import type { MemberRole, Team, TeamFields } from '../../../domain/groups/group-types';
import { GroupBodyWithExit, GroupDetails, GroupPageHeader, GroupPageStatus, useGroupPage } from './group-page-parts';
import { type PageSection, PageSectionPart, SectionNav } from './section-nav';
import { JoinCodePanel } from './join-code-panel';
import { SquadList } from './squad-list';
import { groupLabel, groupTexts } from '../../../domain/groups/group-texts';
import { TeamForm } from './team-form';

/**
 * `/teams/{id}` (docs/product.md "Squads" and "Contract details"): a section nav
 * (`Events`, `News`, `Squad`, `Settings`), then the team's events, its announcements, its squad
 * (`Staff`, `Players`), and its settings: owners edit it (moving it to another club of theirs
 * too), other members and guardians read it; everyone sees its join code; members leave, owners
 * delete. From the device cache first. `events`, `announcements`: the team's regions of team
 * life, which the route composes (features stay apart).
 */
export function TeamPage({ id, events, announcements }: { id: string; events?: ReactNode; announcements?: ReactNode }) {
  const team = useTeam(id);
  const role = useMyRole('team', id);
  // a member of the team's club reads the team but not its squad: taken off it, it is not found to them
  const { state, leaving, setExiting } = useGroupPage('team', team, useAccessGone('team', id));
  const value = state === 'ready' && team.status === 'ready' ? team.value : null;

  return (
    <div className="page team-page">
      <GroupPageHeader kind="team" group={value} />
      {value ? (
        <TeamBody
          team={value}
          role={role}
          leaving={leaving}
          onExiting={setExiting}
          events={events}
          announcements={announcements}
        />
      ) : (
        <GroupPageStatus kind="team" state={state} />
      )}
    </div>
  );
}

interface TeamBodyProps {
  team: Team;
  role: MemberRole | null;
  leaving: boolean;
  onExiting: (on: boolean) => void;
  events?: ReactNode;
  announcements?: ReactNode;
}

function TeamBody({ team, role, leaving, onExiting, events, announcements }: TeamBodyProps) {
  const saveTeam = useSaveTeam();
  const newCode = useGroupNewCode('team');
  const { teams } = useMyGroups();
  const isOwner = role === 'owner';
  // the team's membership carries its club's name: no read of a club the user may not own
  const mine = teams.status === 'ready' ? teams.value.find((row) => row.id === team.id) : undefined;
  // a guardian (a parent of a child on the team) has no membership naming the club: the club's
  // document, which their guardian link lets them read
  const clubDoc = useGroupDoc('club', teams.status === 'ready' && !mine && team.clubId ? team.clubId : '');
  const clubName =
    mine?.clubName ?? (typeof clubDoc.data?.doc?.data.name === 'string' ? clubDoc.data.doc.data.name : undefined);

  function save(fields: TeamFields) {
    const outcome = saveTeam(team.id, fields);
    if (outcome.ok) toast.success(groupTexts.saved);
    return outcome;
  }

  const sections: PageSection[] = [
    ...(events ? [{ id: 'events', label: 'Events' }] : []),
    ...(announcements ? [{ id: 'news', label: 'News' }] : []),
    { id: 'squad', label: 'Squad' },
    { id: 'settings', label: 'Settings' },
  ];

  return (
    <GroupBodyWithExit kind="team" group={team} role={role} leaving={leaving} onExiting={onExiting}>
      {(exitBar) => (
        // the team's home, in the order people come for it: what is on, what is new, who is in it, then
        // its settings (details, join code, one's place); while leaving, only the exit bar, in its place
        <>
          {leaving ? null : <SectionNav label="Team sections" sections={sections} />}
          <div className="team-layout">
            <div className="team-main">
              {!leaving && events ? <PageSectionPart id="events">{events}</PageSectionPart> : null}
              {!leaving && announcements ? <PageSectionPart id="news">{announcements}</PageSectionPart> : null}
            </div>
            <div className="team-side">
              {leaving ? null : (
                <PageSectionPart id="squad">
                  <SquadList kind="team" groupId={team.id} isOwner={isOwner} />
                </PageSectionPart>
              )}
              <PageSectionPart id="settings">
                {leaving ? null : isOwner ? (
                  <Card title="Edit details" className="form-card">
                    <TeamForm key={team.id} initial={team} currentClubName={clubName} save={save} />
                  </Card>
                ) : (
                  <GroupDetails
                    rows={[
                      { label: 'Name', value: groupLabel('team', team.name) },
                      { label: 'Age group', value: team.ageGroup },
                      { label: 'Notes', value: team.notes },
                      { label: 'Club', value: team.clubId ? groupLabel('club', clubName) : 'No club' },
                    ]}
                  />
                )}
                {leaving ? null : (
                  <JoinCodePanel code={team.joinCode} onNewCode={isOwner ? () => newCode(team) : undefined} />
                )}
                {exitBar}
              </PageSectionPart>
            </div>
          </div>
        </>
      )}
    </GroupBodyWithExit>
  );
}
