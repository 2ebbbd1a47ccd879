// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REPEAT_SUBMIT_MS, useSingleSubmit } from './use-single-submit';

function Form({ submit }: { submit: () => unknown }) {
  const single = useSingleSubmit(submit);
  return (
    <form {...single.formProps} aria-label="Form">
      <input aria-label="Name" />
      <button type="submit" disabled={single.busy}>
        Save
      </button>
    </form>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const submitForm = () => fireEvent.submit(screen.getByRole('form', { name: 'Form' }));

describe('one submit per intention', () => {
  it('a second submit right after the first is ignored; one after the pause counts', () => {
    const submit = vi.fn();
    render(<Form submit={submit} />);
    submitForm();
    submitForm();
    expect(submit).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(REPEAT_SUBMIT_MS));
    submitForm();
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('an edit in between makes the next submit a new one', () => {
    const submit = vi.fn();
    render(<Form submit={submit} />);
    submitForm();
    fireEvent.input(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'x' } });
    submitForm();
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('while an async submit runs nothing else counts, edits included, and the button is busy', async () => {
    let finish = () => {};
    const submit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Form submit={submit} />);
    submitForm();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.input(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'x' } });
    submitForm();
    expect(submit).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
    act(() => vi.advanceTimersByTime(REPEAT_SUBMIT_MS));
    submitForm();
    expect(submit).toHaveBeenCalledTimes(2);
  });
});
