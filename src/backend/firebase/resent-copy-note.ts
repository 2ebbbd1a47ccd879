/**
 * What the console says of each re-sent copy of a stored write that the adapter dismissed
 * (duplicate-commit.ts): the online e2e counts these against the emulator's refusals.
 */
export const RESENT_COPY_DISMISSED = 'A re-sent copy of a stored write was refused and dismissed';
