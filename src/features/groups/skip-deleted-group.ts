import { redirect } from '@tanstack/react-router';
import { wasDeleted } from '../../domain/groups/deleted-groups';
import type { GroupKind } from '../../domain/groups/group-types';

/**
 * A route guard: a club or team this device deleted (Back, a stale tab, a reload of its address,
 * one of its team's pages) goes away quietly to the list, before its page mounts: no `Not found`,
 * and no navigation from inside the page that a Back still settling could swallow.
 */
export function skipDeletedGroup(kind: GroupKind, id: string) {
  if (wasDeleted(kind, id)) throw redirect({ to: '/manage', replace: true });
}
