/** Types for find-chromium.mjs, so TypeScript callers (the bench) share the tests' Chromium discovery. */
export const HOW_TO_FIX: string;
export function findChromium(options?: { install?: boolean; log?: (line: string) => void }): Promise<string>;
