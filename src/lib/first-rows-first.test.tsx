// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_ROWS, useFirstRowsFirst } from './first-rows-first';

function Rows({ items }: { items: readonly string[] | null }) {
  return (
    <ul>
      {items?.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function List({ items }: { items: readonly string[] | null }) {
  return <Rows items={useFirstRowsFirst(items)} />;
}

const names = (count: number, prefix = 'child') => Array.from({ length: count }, (_, i) => `${prefix} ${i}`);

afterEach(cleanup);

/** A list that records how many rows each of its renders showed. */
function countingList() {
  const seen: number[] = [];
  function Counting({ items }: { items: readonly string[] | null }) {
    const shown = useFirstRowsFirst(items);
    seen.push(shown?.length ?? -1);
    return <Rows items={shown} />;
  }
  return { seen, Counting };
}

describe('useFirstRowsFirst', () => {
  it('renders the first screen of a long list first, then every row', async () => {
    const { seen, Counting } = countingList();
    const { rerender } = render(<Counting items={null} />);
    await act(async () => rerender(<Counting items={names(500)} />));
    // the arrival rendered FIRST_ROWS; the transition then rendered all 500
    expect(seen).toContain(FIRST_ROWS);
    expect(seen.indexOf(FIRST_ROWS)).toBeLessThan(seen.indexOf(500));
    expect(screen.getAllByRole('listitem')).toHaveLength(500);
  });

  it('renders a short list whole at once', () => {
    render(<List items={names(FIRST_ROWS)} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(FIRST_ROWS);
  });

  it('renders later changes whole, never cutting a list that arrived short and grows', async () => {
    const { seen, Counting } = countingList();
    const { rerender } = render(<Counting items={names(10)} />);
    await act(async () => undefined);
    await act(async () => rerender(<Counting items={names(100)} />));
    await act(async () => rerender(<Counting items={names(200, 'team')} />));
    await act(async () => rerender(<Counting items={names(3)} />));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    // no render after the first arrival showed a cut list
    expect(seen).not.toContain(FIRST_ROWS);
    expect(seen).toEqual(expect.arrayContaining([10, 100, 200, 3]));
  });
});
