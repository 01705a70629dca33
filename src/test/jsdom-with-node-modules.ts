import { builtinEnvironments, type Environment } from 'vitest/runtime';

/**
 * jsdom for the DOM, but modules transformed as for Node: component tests load the real server
 * (better-sqlite3, node:fs, `import.meta.url` file paths), which the browser transform breaks.
 */
// eslint-disable-next-line import-x/no-default-export -- Vitest loads a custom environment from the default export
export default {
  ...builtinEnvironments.jsdom,
  name: 'jsdom-with-node-modules',
  viteEnvironment: 'ssr',
} satisfies Environment;
