/**
 * What faults issue 31 lists, being fixed now, make the app print or refuse: tolerated on every
 * online spec so the flows they do not break stay tested meanwhile, and printed each time they
 * are met. `ONLINE_STRICT=1` tolerates none (to see whether a fix holds). The fixer deletes the
 * entry with the fix, and un-fixmes the spec named beside it.
 */
export interface KnownFault {
  fault: string;
  consoleError?: RegExp;
  failureToast?: RegExp;
  /** any write the rules refused (the log cannot tell a re-sent duplicate from another refusal) */
  refusedWrites?: boolean;
}

const faults: KnownFault[] = [
  {
    // a batch whose commit reached the server but whose acknowledgement was lost is re-sent by
    // the SDK and refused by create-only rules: `Save failed` while the data is stored (the
    // specs read what was stored back through REST)
    fault: 'issue 31 fault 6 (false Save failed: a re-sent create refused)',
    consoleError: /Save failed DataError: PERMISSION_DENIED/,
    failureToast: /"Save failed"/,
    refusedWrites: true,
  },
  {
    // found by the online run: after `Logout` clears the Firestore cache (it terminates the
    // client), something on /dashboard still calls it (team-life-live.spec.ts, at the end)
    fault: 'logout: uncaught "The client has already been terminated" (found by the online run)',
    consoleError: /The client has already been terminated/,
  },
  {
    // found by the online run: now and then, saving a new team in a club (the club's members are
    // read to add them) meets a refused clubMemberships query ("Property userId is undefined on
    // object. for 'list'") and says `Save failed` although `Team created` was shown
    fault: "a new team in a club: the club members' query refused, Save failed (found by the online run)",
    consoleError:
      /Save failed DataError: \s*Property userId is undefined on object\. for 'list'|Failed to load resource: the server responded with a status of 400/,
  },
];

export const knownFaults: KnownFault[] = process.env.ONLINE_STRICT === '1' ? [] : faults;
