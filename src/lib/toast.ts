import { createElement, useSyncExternalStore } from 'react';

/** The spec's toast settings (§9), in the one place react-hot-toast is imported. */
export const toastSettings = {
  limit: 20,
  position: 'top-center',
  maxWidthPx: 350,
  durationMs: { blank: 4000, error: 4000, success: 2000, loading: Number.POSITIVE_INFINITY },
  /**
   * Below the top bar (56 px and its border) and a little air, so a toast never covers the
   * phone's Menu button; plus the height of the app's status banners above the bar, which
   * publish it as `--app-status-height` while shown.
   */
  topOffsetPx: 64,
} as const;

type HotToast = typeof import('react-hot-toast');
type ToastKind = 'blank' | 'success' | 'error' | 'loading';

/**
 * react-hot-toast is loaded with the first toast, not with the page: the landing and sign-in
 * pages show none until something happens, and it is precached, so it arrives at once, offline
 * too. Toasts raised meanwhile wait for it, in order.
 */
let library: HotToast | undefined;
let loading: Promise<void> | undefined;
const waiting: ((hot: HotToast) => void)[] = [];
const listeners = new Set<() => void>();

function withLibrary(action: (hot: HotToast) => void): void {
  if (library) {
    action(library);
    return;
  }
  waiting.push(action);
  loading ??= import('react-hot-toast').then(
    (module) => {
      library = module;
      for (const next of waiting.splice(0)) next(module);
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      loading = undefined; // the next toast tries again
      console.error('Toasts could not be loaded', error);
    },
  );
}

let lastLoading = 0;

/** Where a toast shows: `id` names a slot, so the next toast of that slot replaces it. */
export interface ToastOptions {
  id?: string;
}

/**
 * A repeat never piles up (docs/product.md "Form messages"): the same message replaces the toast
 * still showing it, which shows it afresh for its full time, and a caller may name a slot (a
 * form's failures share one). Only loading toasts are each their own, as each is dismissed by
 * its id.
 */
function show(kind: ToastKind, text: string, slot?: string): string {
  let id = slot;
  if (!id && kind === 'loading') {
    lastLoading += 1;
    id = `loading-${lastLoading}`;
  }
  const options = { id: id ?? `${kind}:${text}`, duration: toastSettings.durationMs[kind] };
  withLibrary(({ default: hotToast }) => {
    if (kind === 'blank') hotToast(text, options);
    else hotToast[kind](text, options);
  });
  return options.id;
}

export const toast = {
  message: (text: string, options?: ToastOptions) => show('blank', text, options?.id),
  success: (text: string, options?: ToastOptions) => show('success', text, options?.id),
  error: (text: string, options?: ToastOptions) => show('error', text, options?.id),
  loading: (text: string, options?: ToastOptions) => show('loading', text, options?.id),
  dismiss: (id?: string) => {
    // before the first toast there is nothing to dismiss, and no reason to load the library
    if (library || loading) withLibrary(({ default: hotToast }) => hotToast.dismiss(id));
  },
};

const LEFT_FOR_NEXT_LOAD = 'pitchside.toastForNextLoad';

/** A success toast for the page the next full load opens (a flow that ends in one: `Account deleted`). */
export function toastOnNextLoad(text: string): void {
  try {
    sessionStorage.setItem(LEFT_FOR_NEXT_LOAD, text);
  } catch {
    // no storage (a private window's quota): the page opens without it
  }
}

/** Shows, once, the toast the last page left for this load. */
export function showToastLeftForThisLoad(): void {
  try {
    const text = sessionStorage.getItem(LEFT_FOR_NEXT_LOAD);
    if (!text) return;
    sessionStorage.removeItem(LEFT_FOR_NEXT_LOAD);
    toast.success(text);
  } catch {
    // no storage: nothing was left
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * react-hot-toast keeps at most 20 toasts (its TOAST_LIMIT), which is the spec's limit. Its code
 * loads with the first toast; the frame around it is always there, marked `aria-live="off"` (each
 * toast is its own polite live region): an open dialog hides everything outside it from assistive
 * technology except live regions, so a toast raised inside a dialog (`Reason must be at most 200
 * characters`) is announced whether or not another toast was showing when the dialog opened.
 */
export function Toaster() {
  const hot = useSyncExternalStore(subscribe, () => library);
  return createElement('div', { 'aria-live': 'off', className: 'toaster-frame' }, hot ? hotToaster(hot) : null);
}

function hotToaster(hot: NonNullable<typeof library>) {
  return createElement(hot.Toaster, {
    position: toastSettings.position,
    containerStyle: { top: `calc(var(--app-status-height, 0px) + ${toastSettings.topOffsetPx}px)` },
    toastOptions: {
      duration: toastSettings.durationMs.blank,
      style: { maxWidth: `${toastSettings.maxWidthPx}px` },
      success: { duration: toastSettings.durationMs.success },
      error: { duration: toastSettings.durationMs.error },
      loading: { duration: toastSettings.durationMs.loading },
    },
  });
}
