import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_ROWS, useFirstRowsFirst } from './first-rows-first';

function List({ items }: { items: readonly string[] | null }) {
  const shown = useFirstRowsFirst(items);
  return (
    <ul>
      {shown?.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const names = (count: number, prefix = 'child') => Array.from({ length: count }, (_, i) => `${prefix} ${i}`);

afterEach(cleanup);

describe('useFirstRowsFirst', () => {
  it('renders the first screen of a long list first, then every row', async () => {
    const seen: number[] = [];
    function Counting({ items }: { items: readonly string[] | null }) {
      const shown = useFirstRowsFirst(items);
      seen.push(shown?.length ?? -1);
      return (
        <ul>
          {shown?.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    }
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

  it('renders later changes whole: a list that grows or shrinks is never cut again', async () => {
    const { rerender } = render(<List items={names(100)} />);
    await act(async () => undefined);
    expect(screen.getAllByRole('listitem')).toHaveLength(100);
    await act(async () => rerender(<List items={names(200, 'team')} />));
    expect(screen.getAllByRole('listitem')).toHaveLength(200);
    await act(async () => rerender(<List items={names(3)} />));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
