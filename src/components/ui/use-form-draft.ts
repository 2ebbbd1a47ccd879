import { useCallback, useRef } from 'react';

/**
 * What a form holds, kept by the page around it, so that the form drawn again does not start
 * over: a page that shows its form only while its data is ready unmounts it when that data
 * blinks (a write the server refused rolls the device's copy back until the server's arrives),
 * and a coach's typing must not go with it. Pass `initial` as the form's first values and
 * `onInput` as what the form calls with each change.
 */
export function useFormDraft<T>(first: () => T): { initial: T; onInput: (input: T) => void } {
  const draft = useRef<{ value: T } | null>(null);
  if (draft.current === null) draft.current = { value: first() };
  const onInput = useCallback((input: T) => {
    if (draft.current) draft.current.value = input;
  }, []);
  return { initial: draft.current.value, onInput };
}
