export declare function warningLines(log: string): string[];
