export declare const MOCK_PUSH_HOST: string;
export declare function emulatorRules(rules: string): string;
export declare function writeEmulatorRules(dir: string): string;
