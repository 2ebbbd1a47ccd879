// Types of probe-list.mjs, for the TypeScript test of its pure parts (assurance/cross-cutting/production-probes.test.ts).
export type Verdict = 'allowed' | 'denied';

export type ProbeRequest =
  | { kind: 'get'; path: string[] }
  | { kind: 'query'; collection: string; filters: [field: string, op: '==' | 'in', value: unknown][] }
  | { kind: 'batch'; creates: string[][] };

export interface Probe {
  topic: string;
  name: string;
  question: string;
  request: ProbeRequest;
  emulator: Verdict;
  kept: string;
  sameAsEmulator: string;
  otherwise: string;
}

export declare const TROPHY: string;
export declare const TARGET_COUNT: number;
export declare function targetNames(count: number): string[];
export declare const PROBE_SEED: [path: string[], data: Record<string, unknown>][];
export declare const CONTROL_REQUEST: ProbeRequest;
export declare const PROBES: Probe[];
