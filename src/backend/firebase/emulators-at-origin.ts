/**
 * `VITE_FIREBASE_EMULATORS=origin` (`npm run start:cloud`, README "Try it on two phones before
 * creating a Firebase project"): the emulators are reached at the page's own origin, whose server
 * forwards their paths to them, so a phone on the LAN reaches them over the page's HTTPS (a page
 * served over HTTPS may call plain http on loopback only). Vite writes the variable's value in
 * at build time, so every other build drops the code this guards.
 */
export const EMULATORS_AT_ORIGIN = import.meta.env.VITE_FIREBASE_EMULATORS === 'origin';
