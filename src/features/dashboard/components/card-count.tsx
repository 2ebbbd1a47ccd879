import type { ReadState } from '../../../domain/read-state';

const words = {
  club: ['club', 'clubs'],
  team: ['team', 'teams'],
  child: ['child', 'children'],
} as const;

/** How many clubs, teams or children the user has, on the dashboard's cards ("2 clubs"). */
export function CardCount({ kind, load }: { kind: keyof typeof words; load: ReadState<readonly unknown[]> }) {
  if (load.status === 'loading') return <p className="card-count">Counting…</p>;
  if (load.status !== 'ready') return <p className="card-count">Could not count your {words[kind][1]}.</p>;
  const count = load.value.length;
  return <p className="card-count">{`${count} ${words[kind][count === 1 ? 0 : 1]}`}</p>;
}
