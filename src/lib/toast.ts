import { createElement } from 'react';
import hotToast, { Toaster as HotToaster } from 'react-hot-toast';

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

export const toast = {
  message: (text: string) => hotToast(text, { duration: toastSettings.durationMs.blank }),
  success: (text: string) => hotToast.success(text, { duration: toastSettings.durationMs.success }),
  error: (text: string) => hotToast.error(text, { duration: toastSettings.durationMs.error }),
  loading: (text: string) => hotToast.loading(text, { duration: toastSettings.durationMs.loading }),
  dismiss: (id?: string) => hotToast.dismiss(id),
};

/** react-hot-toast keeps at most 20 toasts (its TOAST_LIMIT), which is the spec's limit. */
export function Toaster() {
  return createElement(HotToaster, {
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
