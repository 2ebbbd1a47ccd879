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
  /** the name, as a link to its page (class `tile-link`: the whole row is its target) */
  title: (item: T) => ReactNode;
  /** a line under the name (a group only my children are on: their first names) */
  sub?: (item: T) => ReactNode;
}

/**
 * The first few clubs, teams or children of a dashboard card: each a row with its crest or
 * avatar, its name and a chevron, the whole row one link to its page (the name is the link's
 * text; the row is its target).
 */
export function CardList<T>({ load, label, empty, keyOf, lead, title, sub }: CardListProps<T>) {
  if (load.status !== 'ready') return null;
  if (load.value.length === 0) return <p className="muted tile-empty">{empty}</p>;
  const shown = load.value.slice(0, CARD_LIST_LIMIT);
  const more = load.value.length - shown.length;
  return (
    <>
      <ul className="tile-list" aria-label={label}>
        {shown.map((item) => {
          const line = sub?.(item);
          return (
            <li key={keyOf(item)} className="tile-row">
              <span className="row-lead">{lead(item)}</span>
              <span className="tile-main">
                {title(item)}
                {line ? <span className="tile-sub">{line}</span> : null}
              </span>
            </li>
          );
        })}
      </ul>
      {more > 0 ? <p className="card-more muted">{`and ${more} more under View`}</p> : null}
    </>
  );
}
