import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '../../lib/toast';

/** What `bind(field)` spreads onto a form field. */
export interface FieldBinding {
  error: string | undefined;
  ref: (element: HTMLElement | null) => void;
  onInput: () => void;
}

/**
 * The messages of a form's failed submit (docs/product.md, "any form"): `fail` shows the spec's
 * toast and the same message beside the field that caused it, and moves focus there. A field's
 * message goes once the user edits that field; the next submit starts clean with `reset`.
 * A form's failures share one toast: the next one replaces it, so submits never pile toasts
 * over the fields.
 */
export function useFieldErrors<F extends string>() {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [focusRequest, setFocusRequest] = useState<{ field: F } | null>(null);
  const elements = useRef(new Map<F, HTMLElement>());
  const refCallbacks = useRef(new Map<F, (element: HTMLElement | null) => void>());
  const toastSlot = `form-failure-${useId()}`;

  // after the render that marked the field invalid, so focus reads its message too
  useEffect(() => {
    if (focusRequest) elements.current.get(focusRequest.field)?.focus();
  }, [focusRequest]);

  function refFor(field: F) {
    let callback = refCallbacks.current.get(field);
    if (!callback) {
      callback = (element: HTMLElement | null) => {
        if (element) elements.current.set(field, element);
        else elements.current.delete(field);
      };
      refCallbacks.current.set(field, callback);
    }
    return callback;
  }

  function clearField(field: F) {
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }

  return {
    errors,
    bind: (field: F): FieldBinding => ({ error: errors[field], ref: refFor(field), onInput: () => clearField(field) }),
    /** a failed submit: the toast, and with a field the message beside it and focus on it */
    fail(message: string, field?: F) {
      toast.error(message, { id: toastSlot });
      setErrors(field ? ({ [field]: message } as Partial<Record<F, string>>) : {});
      if (field) setFocusRequest({ field });
    },
    reset: () => setErrors({}),
  };
}
