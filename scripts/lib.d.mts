// Types of scripts/lib.mjs for TypeScript callers (tools/mf/bench-bundles.ts).
export declare const root: string;
export declare const appDirs: string[];
export declare function log(message: string): void;
export declare function ensurePnpm(): Promise<void>;
export declare function staleApps(): string[];
export declare function buildIfStale(options?: { force?: boolean }): Promise<string[]>;
export declare function waitForHttp(
  url: string,
  options?: { timeoutMs?: number; intervalMs?: number; isAlive?: () => boolean },
): Promise<boolean>;
export declare const demoAccounts: [username: string, password: string, who: string][];
