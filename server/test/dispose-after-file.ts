import { afterAll } from 'vitest';
import { disposeAll } from './disposal';

// A vitest setup file: it runs in every test file, so no test app outlives its file, even when a test failed.
afterAll(disposeAll);
