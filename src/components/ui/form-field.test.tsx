// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type FormEvent, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PasswordField, SelectField, TextField } from './form-field';
import { useFieldErrors } from './use-field-errors';

const shownToasts = vi.hoisted(() => [] as string[]);
vi.mock('../../lib/toast', () => ({ toast: { error: (text: string) => shownToasts.push(text) } }));

afterEach(() => {
  cleanup();
  shownToasts.length = 0;
});

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('a form field', () => {
  it('is named by its label; a hint describes it, and it is valid while there is no error', () => {
    render(<TextField label="Email" hint="The one you registered with." />);
    const input = screen.getByLabelText('Email');
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(describedBy(input)).toEqual(['The one you registered with.']);
  });

  it('with an error is invalid and described by the message first, then the hint', () => {
    render(
      <TextField label="First name" hint="As on the team sheet." error="First name must be at most 100 characters" />,
    );
    const input = screen.getByLabelText('First name');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input)).toEqual(['First name must be at most 100 characters', 'As on the team sheet.']);
    expect(screen.getByText('First name must be at most 100 characters')).toBeTruthy();
  });

  it('counts toward its limit in UTF-16 units once the text nears it, and marks a text over it', () => {
    const { rerender } = render(<TextField label="Note" textLimit={10} value="abcdefg" onChange={() => {}} />);
    expect(describedBy(screen.getByLabelText('Note'))).toEqual([]);
    // 6 letters and an emoji outside the BMP: 8 units, as Firestore's size() counts
    rerender(<TextField label="Note" textLimit={10} value={'abcdef\u{1F3C6}'} onChange={() => {}} />);
    expect(describedBy(screen.getByLabelText('Note'))).toEqual(['8 / 10']);
    rerender(<TextField label="Note" textLimit={10} value={'abcdefghij\u{1F3C6}'} onChange={() => {}} />);
    const input = screen.getByLabelText('Note') as HTMLInputElement;
    expect(describedBy(input)).toEqual(['12 / 10']);
    // nothing is cut: the text stays as typed, over the limit, for the check to name
    expect(input.value).toBe('abcdefghij\u{1F3C6}');
    expect(input.maxLength).toBe(-1);
    expect(document.querySelector('.field-counter-over')?.textContent).toBe('12 / 10');
  });

  it('serves a native select the same way', () => {
    const options = [
      { value: 'Parent', label: 'Parent' },
      { value: 'Child', label: 'Child' },
    ];
    render(<SelectField label="Role" options={options} error="Pick a role" defaultValue="Child" />);
    const select = screen.getByLabelText('Role') as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(select.value).toBe('Child');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(select)).toEqual(['Pick a role']);
  });
});

describe('a password field', () => {
  it('has its own Show password toggle, outside the label, that shows and hides only its own input', () => {
    render(
      <>
        <PasswordField label="Password" />
        <PasswordField label="Confirm password" />
      </>,
    );
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    const confirmation = screen.getByLabelText('Confirm password') as HTMLInputElement;
    const [first, second] = screen.getAllByRole('button', { name: 'Show password' });
    if (!first || !second) throw new Error('each password field has a toggle');
    for (const label of document.querySelectorAll('label'))
      expect(label.contains(first) || label.contains(second)).toBe(false);

    expect(password.type).toBe('password');
    expect(first.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(first);
    expect(password.type).toBe('text');
    expect(first.getAttribute('aria-pressed')).toBe('true');
    expect(confirmation.type).toBe('password');
    expect(second.getAttribute('aria-pressed')).toBe('false');
    // the name stays: aria-pressed tells the state
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
    fireEvent.click(first);
    expect(password.type).toBe('password');
    expect(first.getAttribute('aria-pressed')).toBe('false');
  });
});

/** A form as the screens build it: check on submit, fail at a field. */
function NameForm({
  check,
}: {
  check: (first: string, last: string) => { message: string; field?: 'first' | 'last' } | null;
}) {
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const form = useFieldErrors<'first' | 'last'>();
  function submit(event: FormEvent) {
    event.preventDefault();
    form.reset();
    const failure = check(first, last);
    if (failure) form.fail(failure.message, failure.field);
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Names">
      <TextField label="First name" value={first} onChange={(e) => setFirst(e.target.value)} {...form.bind('first')} />
      <PasswordField label="Last name" value={last} onChange={(e) => setLast(e.target.value)} {...form.bind('last')} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('a failed submit', () => {
  const submit = () => act(() => fireEvent.submit(screen.getByRole('form', { name: 'Names' })));

  it('toasts, shows the same message beside the field that caused it, and moves focus there', () => {
    render(<NameForm check={(first) => (first ? { message: 'Last name is missing', field: 'last' } : null)} />);
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Alex' } });
    submit();
    const last = screen.getByLabelText('Last name');
    expect(shownToasts).toEqual(['Last name is missing']);
    expect(last.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(last)).toEqual(['Last name is missing']);
    expect(document.activeElement).toBe(last);
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBeNull();
  });

  it('clears a field’s message once the user edits it, and starts clean on the next submit', () => {
    let failure: { message: string; field?: 'first' | 'last' } | null = {
      message: 'Please fill in first name',
      field: 'first',
    };
    render(<NameForm check={() => failure} />);
    submit();
    const first = screen.getByLabelText('First name');
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(first);
    fireEvent.input(first, { target: { value: 'A' } });
    expect(first.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Please fill in first name')).toBeNull();

    submit();
    expect(first.getAttribute('aria-invalid')).toBe('true');
    failure = { message: 'No connection. Try again when you are online.' };
    submit();
    // a failure about no field: the toast only
    expect(first.getAttribute('aria-invalid')).toBeNull();
    expect(shownToasts.at(-1)).toBe('No connection. Try again when you are online.');
  });
});
