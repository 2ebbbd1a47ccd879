import { createFileRoute } from '@tanstack/react-router';
import { NewClubPage } from '../../features/groups/components/new-club-page';

export const Route = createFileRoute('/_authed/clubs/new')({ component: NewClubPage });
