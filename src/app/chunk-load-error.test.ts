import { describe, expect, it } from 'vitest';
import { isChunkLoadError, trackChunkLoadErrors } from './chunk-load-error';

describe('isChunkLoadError', () => {
  it('recognises a failed import by what Chromium, Firefox and Safari say', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a-1.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: http://x/assets/a-1.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
  });

  it('recognises any error Vite reported as a failed preload, whatever its message', () => {
    const target = new EventTarget();
    trackChunkLoadErrors(target as unknown as Window);
    const error = new Error('Unable to preload CSS for /assets/a-1.css');
    const event = Object.assign(new Event('vite:preloadError'), { payload: error });
    target.dispatchEvent(event);
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('leaves other failures alone', () => {
    expect(isChunkLoadError(new Error('Could not reach the server'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
