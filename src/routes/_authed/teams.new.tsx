import { createFileRoute } from '@tanstack/react-router';
import { NewTeamPage } from '../../features/groups/components/new-team-page';

export const Route = createFileRoute('/_authed/teams/new')({ component: NewTeamPage });
