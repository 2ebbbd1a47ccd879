import type { ReactNode } from 'react';
import type { ReadState } from '../../../domain/read-state';

/** How many names a dashboard card lists; `View` leads to the rest. */
export const CARD_LIST_LIMIT = 5;

interface CardListProps<T> {
  load: ReadState<readonly T[]>;
  /** the list's name, for screen readers ("Your teams") */
  label: string;
  empty: string;
  keyOf: (item: T) => string;
  /** the crest or avatar before the name */
  lead: (item: T) => ReactNode;
  /** the name, as a link to its page */
  title: (item: T) => ReactNode;
}

/** The first few clubs, teams or children of a dashboard card, each with its crest or avatar. */
export function CardList<T>({ load, label, empty, keyOf, lead, title }: CardListProps<T>) {
  if (load.status !== 'ready') return null;
  if (load.value.length === 0) return <p className="muted">{empty}</p>;
  const shown = load.value.slice(0, CARD_LIST_LIMIT);
  const more = load.value.length - shown.length;
  return (
    <>
      <ul className="list list-compact" aria-label={label}>
        {shown.map((item) => (
          <li key={keyOf(item)} className="row">
            <span className="row-lead">{lead(item)}</span>
            <span className="row-main">{title(item)}</span>
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="card-more muted">{`and ${more} more under View`}</p> : null}
    </>
  );
}
