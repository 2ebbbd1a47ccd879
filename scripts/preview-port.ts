/** Where `vite preview`, and so `npm start`, serves when `PORT` is not set. */
export const DEFAULT_PREVIEW_PORT = 4173;

/**
 * The port `npm start` serves on (README "Run it"): `PORT` when set, else 4173. A value that is
 * not a port stops the start with a message naming it, rather than serving somewhere else.
 */
export function previewPort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_PREVIEW_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`PORT must be a port number from 1 to 65535, not "${value}"`);
  }
  return port;
}
