// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GROUP_COLOURS } from '../../domain/schema/collections';
import { Avatar } from './avatar';
import { Crest } from './crest';
import { colourOfName, initialsOf, MARK_COLOURS, markColour, NO_INITIALS } from './initials';

afterEach(cleanup);

describe('initialsOf', () => {
  it.each([
    ['Riverside U10', 'RU'],
    ['riverside', 'R'],
    ['Émile', 'É'],
    ['E\u0301mile Zola', 'ÉZ'],
    ['Jean-Luc Picard', 'JP'],
    ['St. Mary’s Under 14s', 'S1'],
    ['  Ada   Lovelace  ', 'AL'],
    ['⚽ Tigers', 'T'],
    ['Tigers ⚽', 'T'],
    ['李 小龍', '李小'],
    ['Ölund Ærø Åse', 'ÖÅ'],
  ])('%j → %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it.each([[''], ['   '], ['⚽🏆'], ['—'], [null], [undefined]])('%j has none: %j', (name) => {
    expect(initialsOf(name)).toBe(NO_INITIALS);
  });

  it('never gives more than two characters', () => {
    expect(initialsOf('ßimon ßmith')).toBe('SS');
  });
});

describe('colours', () => {
  it('crests offer exactly the colours a club or team may pick, in the same order', () => {
    expect([...MARK_COLOURS]).toEqual([...GROUP_COLOURS]);
  });

  it("a group's stored colour: '' and unknown names show the first", () => {
    expect(markColour('navy')).toBe('navy');
    expect(markColour('')).toBe('green');
    expect(markColour(undefined)).toBe('green');
    expect(markColour('hotpink')).toBe('green');
  });

  it("an avatar's colour is stable for a name, ignoring case and spacing, and names spread over the palette", () => {
    expect(colourOfName('Olivia Smith')).toBe(colourOfName('Olivia Smith'));
    expect(colourOfName('  olivia   SMITH ')).toBe(colourOfName('Olivia Smith'));
    const names = ['Olivia', 'Noah', 'Amelia', 'Jack', 'Isla', 'Harry', 'Ava', 'Leo', 'Mia', 'Oscar', 'Ivy', 'Arlo'];
    expect(new Set(names.map(colourOfName)).size).toBeGreaterThanOrEqual(5);
    for (const name of names) expect(MARK_COLOURS).toContain(colourOfName(name));
  });
});

describe('Crest and Avatar are decorative', () => {
  it('no initials enter a link’s or a list item’s accessible name, nor their text', () => {
    render(
      <ul>
        <li>
          <Crest name="Riverside U10" colour="blue" />
          <a href="/teams/1">Riverside U10</a>
        </li>
        <li>
          <Avatar name="Olivia Smith" />
          <span>Olivia Smith</span>
        </li>
      </ul>,
    );
    expect(screen.getByRole('link', { name: 'Riverside U10' })).toBeTruthy();
    const [team, child] = screen.getAllByRole('listitem');
    expect(team?.textContent).toBe('Riverside U10');
    expect(child?.textContent).toBe('Olivia Smith');
    expect(screen.queryByText('RU')).toBeNull();
    expect(screen.queryByText('OS')).toBeNull();
    for (const mark of document.querySelectorAll('.crest, .avatar')) {
      expect(mark.getAttribute('aria-hidden')).toBe('true');
    }
  });

  it('draw their initials from data-initials on the right colour', () => {
    const { container } = render(
      <>
        <Crest name="Riverside U10" colour="navy" size="lg" />
        <Crest name="Riverside U10" colour="" />
        <Crest name="Riverside U10" />
        <Avatar name="Émile" size="sm" />
      </>,
    );
    const [navy, first, unknown, avatar] = container.children;
    expect(navy?.getAttribute('data-initials')).toBe('RU');
    expect(navy?.className).toBe('crest mark-lg mark-navy');
    expect(first?.className).toBe('crest mark-md mark-green');
    expect(unknown?.className).toBe('crest mark-md');
    expect(avatar?.getAttribute('data-initials')).toBe('É');
    expect(avatar?.className).toBe(`avatar mark-sm mark-${colourOfName('Émile')}`);
  });
});
