import { type ComponentPropsWithRef, type ReactNode, useId, useState } from 'react';

/** What a field hands its control so the label, hint and error message belong to it. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: string;
  hint?: string;
  /** the message of a failed submit for this field, shown beside it */
  error?: string;
  id?: string;
  /** the field's text limit (the schema's, in UTF-16 units) and its current text: a counter shows near it */
  limit?: { max: number; text: string };
  /** the control itself, wired to the label, hint and error through these props */
  children: (control: ControlProps) => ReactNode;
}

/** the counter shows from this share of the limit on, so short texts are not cluttered */
export const COUNTER_FROM = 0.8;

// UTF-16 units, `String.length`: what the schema and Firestore's size() count (docs/product.md "Text limits")
const textSize = (text: string) => text.length;

/** `{used} / {max}` once the text nears its limit, else null */
export function counterText(limit: { max: number; text: string } | undefined): string | null {
  if (!limit) return null;
  const used = textSize(limit.text);
  return used >= limit.max * COUNTER_FROM ? `${used} / ${limit.max}` : null;
}

/**
 * The one field frame every form uses: a label naming the control, the control, and beside it
 * the error message of a failed submit (`aria-invalid`, `aria-describedby`) and an optional
 * hint. The message is plain text, not a live region: the form's toast already announces it,
 * and focus moving to the field reads it again as the field's description.
 */
export function FormField({ label, hint, error, id, limit, children }: FormFieldProps) {
  const fallbackId = useId();
  const controlId = id ?? fallbackId;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const counterId = `${controlId}-counter`;
  const counter = counterText(limit);
  const over = limit !== undefined && textSize(limit.text) > limit.max;
  const describedBy =
    [error ? errorId : null, hint ? hintId : null, counter ? counterId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label htmlFor={controlId}>{label}</label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {counter ? (
        <p id={counterId} className={over ? 'field-counter field-counter-over' : 'field-counter'}>
          {counter}
        </p>
      ) : null}
    </div>
  );
}

interface FieldTextProps {
  label: string;
  hint?: string;
  error?: string;
  /** the schema's limit for this text: the field counts toward it (never `maxLength`, which cuts a paste) */
  textLimit?: number;
}

const limitOf = (max: number | undefined, value: unknown) =>
  max === undefined ? undefined : { max, text: typeof value === 'string' ? value : '' };

/** A labelled input. */
export function TextField({
  label,
  hint,
  error,
  id,
  textLimit,
  ...input
}: FieldTextProps & ComponentPropsWithRef<'input'>) {
  return (
    <FormField label={label} hint={hint} error={error} id={id} limit={limitOf(textLimit, input.value)}>
      {(control) => <input {...input} {...control} />}
    </FormField>
  );
}

/** A labelled multi-line text. */
export function TextAreaField({
  label,
  hint,
  error,
  id,
  textLimit,
  ...textarea
}: FieldTextProps & ComponentPropsWithRef<'textarea'>) {
  return (
    <FormField label={label} hint={hint} error={error} id={id} limit={limitOf(textLimit, textarea.value)}>
      {(control) => <textarea {...textarea} {...control} />}
    </FormField>
  );
}

interface SelectFieldProps extends FieldTextProps, ComponentPropsWithRef<'select'> {
  options: readonly { value: string; label: string }[];
}

/** A labelled native select: the platform's own picker on phones. */
export function SelectField({ label, hint, error, id, options, ...select }: SelectFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} id={id}>
      {(control) => (
        <select {...select} {...control}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/**
 * A password input with its own `Show password` toggle. The toggle sits outside the label, so
 * the label names only the input; its name stays the same and `aria-pressed` tells its state.
 */
export function PasswordField({
  label,
  hint,
  error,
  id,
  textLimit,
  ...input
}: FieldTextProps & Omit<ComponentPropsWithRef<'input'>, 'type'>) {
  const [shown, setShown] = useState(false);
  return (
    <FormField label={label} hint={hint} error={error} id={id} limit={limitOf(textLimit, input.value)}>
      {(control) => (
        <div className="password-row">
          <input {...input} {...control} type={shown ? 'text' : 'password'} />
          <button
            type="button"
            className="btn btn-secondary password-toggle"
            aria-label="Show password"
            aria-pressed={shown}
            aria-controls={control.id}
            title={shown ? 'Hide password' : 'Show password'}
            onClick={() => setShown((value) => !value)}
          >
            <EyeIcon crossed={shown} />
          </button>
        </div>
      )}
    </FormField>
  );
}

/** An eye, crossed out while the password is shown (pressing again hides it). */
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      aria-hidden="true"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}
