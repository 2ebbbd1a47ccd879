import { type FormEvent, useEffect, useRef, useState } from 'react';

/**
 * How long after a submit another one counts as the same intention: a double click, or Enter
 * pressed twice, arrives well within it (the usual double-click time is 500 ms).
 */
export const REPEAT_SUBMIT_MS = 600;

/**
 * One submit per user intention (docs/product.md, "A double click creates one …"): a form's
 * submit runs, and every further submit is ignored while it runs (`busy`, for the button) and
 * for `REPEAT_SUBMIT_MS` after, unless the user edits the form meanwhile, which is a new
 * intention. A ref, not state: the second click of a double click comes before any re-render.
 *
 * Spread `formProps` on the `<form>`; `submit` may return a promise (the wait ends when it settles).
 */
export function useSingleSubmit(submit: (event: FormEvent<HTMLFormElement>) => unknown) {
  const [busy, setBusy] = useState(false);
  const latest = useRef(submit);
  latest.current = submit;
  const running = useRef(false);
  const lockedUntil = useRef(0);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  function settle() {
    running.current = false;
    lockedUntil.current = Date.now() + REPEAT_SUBMIT_MS;
    if (mounted.current) setBusy(false);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (running.current || Date.now() < lockedUntil.current) return;
    running.current = true;
    let result: unknown;
    try {
      result = latest.current(event);
    } catch (error) {
      settle();
      throw error;
    }
    if (result instanceof Promise) {
      setBusy(true);
      void result.finally(settle);
    } else settle();
  }

  function onInput() {
    // an edit is a new intention: the next submit counts, unless one is still running
    lockedUntil.current = 0;
  }

  return { busy, formProps: { onSubmit, onInput } };
}
