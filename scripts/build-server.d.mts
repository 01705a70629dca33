/** Types for build-server.mjs, so TypeScript callers (the bench, tests) build the server the way npm scripts do. */
export const SERVER_OUT_DIR: string;
export function serverBuildIsStale(outDir?: string): boolean;
export function buildServer(outDir?: string): Promise<void>;
