import { createFileRoute } from '@tanstack/react-router';
import { EditProfilePage } from '../../features/profile/components/edit-profile-page';

export const Route = createFileRoute('/_authed/edit-profile')({ component: EditProfilePage });
