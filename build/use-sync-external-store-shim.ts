// React Stately's toast queue imports this shim for React 17; on React 18 and later the shim hands back React's own
// hook, so the app takes it from React and skips the shim's CommonJS wrapper in the entry chunk.
export { useSyncExternalStore } from 'react';
