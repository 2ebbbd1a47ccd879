// Types of probe-table.mjs, for the TypeScript test of its pure parts (assurance/cross-cutting/production-probes.test.ts).
import type { Probe } from './probe-list.d.mts';

export declare function meaningOf(probe: Probe, verdict: string): string;
export declare function tableRows(probes: Probe[], verdicts: string[]): string[][];
export declare function formatTable(rows: string[][]): string;
export declare function refusalReasons(message: string): string;
