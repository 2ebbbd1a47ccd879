import { toast } from './toast';

/**
 * Writes are fired, never awaited (offline first): this is what a refused one does. The
 * backend has already reverted it; the user is told with the spec's failure text. Pass the
 * result as a write's `onRefused`.
 */
export function reportRefusal(message: string) {
  return (error: unknown) => {
    console.error(message, error);
    toast.error(message);
  };
}
