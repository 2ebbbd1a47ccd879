import { createFileRoute } from '@tanstack/react-router';
import { ManagePage } from '../../features/manage/components/manage-page';

export const Route = createFileRoute('/_authed/manage')({ component: ManagePage });
