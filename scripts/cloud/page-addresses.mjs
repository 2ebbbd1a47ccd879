// Where the phones open the page of `npm run start:cloud`: the machine's LAN addresses when it
// listens on every interface, else the one address it listens on.
import { networkInterfaces } from 'node:os';

const EVERY_INTERFACE = new Set(['0.0.0.0', '::', '']);

/** The machine's IPv4 addresses on its networks (not loopback). */
export function lanAddresses() {
  return Object.values(networkInterfaces())
    .flat()
    .filter((entry) => entry && entry.family === 'IPv4' && !entry.internal)
    .map((entry) => entry.address);
}

/** The addresses the page is opened at, most useful first (a phone needs a LAN address). */
export function pageAddresses(host) {
  return EVERY_INTERFACE.has(host) ? [...lanAddresses(), 'localhost'] : [host];
}

/**
 * The names the certificate covers: where the page is opened, this machine's own names, and any
 * extra names given (a host name the LAN resolves, e.g. `laptop.local`).
 */
export function certificateNames(host, extra = []) {
  return [...new Set([...pageAddresses(host), 'localhost', '127.0.0.1', ...extra])];
}
