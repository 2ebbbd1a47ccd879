// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReadState } from '../../../domain/read-state';
import { NewEventPage } from './event-form-pages';

/**
 * A form must not lose what was typed when the page's data blinks: a batch the server refused
 * rolls the device's copy back until the server's own arrives, and the page shows `Team not
 * found` or `Loading the team…` for that moment (seen on the Firebase build, e2e/online). The
 * form drawn again starts from what was typed (use-form-draft.ts), not from empty fields.
 */
let team: ReadState<unknown> = { status: 'loading' };
vi.mock('../../../shared/hooks/use-team', () => ({ useTeam: () => team }));
vi.mock('../hooks/use-team-people', () => ({
  useTeamPeople: () => ({ status: 'ready', value: { isStaff: true } }),
}));
vi.mock('../hooks/event-form-actions', () => ({ useEventFormActions: () => ({ create: () => ['e1'] }) }));
vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@tanstack/react-router')>()),
  Link: ({ children }: { children: unknown }) => <a href="/">{children as string}</a>,
  useNavigate: () => () => Promise.resolve(),
}));

afterEach(cleanup);

const ready = { status: 'ready', value: { id: 't1', name: 'Under 8s', timeZone: 'Europe/London' } } as const;

describe('the new event form', () => {
  it('keeps what was typed when the team blinks out and back', () => {
    team = ready;
    const { rerender } = render(<NewEventPage teamId="t1" />);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Friday training' } });
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'North Park' } });

    for (const blink of [{ status: 'missing' }, { status: 'loading' }] as const) {
      team = blink;
      act(() => rerender(<NewEventPage teamId="t1" />));
      expect(screen.queryByLabelText('Title')).toBeNull();
      team = ready;
      act(() => rerender(<NewEventPage teamId="t1" />));
      expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Friday training');
      expect((screen.getByLabelText('Location') as HTMLInputElement).value).toBe('North Park');
    }
  });
});
