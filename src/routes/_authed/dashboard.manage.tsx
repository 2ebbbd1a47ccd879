import { createFileRoute } from '@tanstack/react-router';
import { ManagePage } from '../../features/manage/components/manage-page';

// the spec names both paths for the one overview
export const Route = createFileRoute('/_authed/dashboard/manage')({ component: ManagePage });
