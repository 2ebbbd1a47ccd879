import { toast } from '../../lib/toast';

/** How an operation tells the user of a failure that comes later (a refused write): the spec's text. */
export type Report = (message: string, cause?: unknown) => void;

/** How a form shows a failed submit: the toast, and the message beside `field` when there is one. */
export type ReportFailure<F extends string> = (message: string, field?: F) => void;

export const toastFailure: Report = (message, cause) => {
  if (cause !== undefined) console.error(message, cause);
  toast.error(message);
};
