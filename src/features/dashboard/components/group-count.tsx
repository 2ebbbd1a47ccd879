import type { Load, MyGroup } from '../../groups/model/group-types';

const words = {
  club: ['club', 'clubs'],
  team: ['team', 'teams'],
} as const;

/** How many clubs or teams the user is in, on the dashboard's cards ("2 clubs"). */
export function GroupCount({ kind, load }: { kind: 'club' | 'team'; load: Load<MyGroup[]> }) {
  if (load.status === 'loading') return <p className="group-count muted">Counting…</p>;
  if (load.status === 'error') return <p className="group-count muted">Could not count your {words[kind][1]}.</p>;
  const count = load.value.length;
  return <p className="group-count">{`${count} ${words[kind][count === 1 ? 0 : 1]}`}</p>;
}
