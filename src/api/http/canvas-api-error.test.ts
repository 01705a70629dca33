import { describe, expect, it } from 'vitest';
import { CanvasApiError, extractCanvasFieldErrors, extractCanvasMessages } from './canvas-api-error';

const error = (status: number, body: unknown, hasAuthenticateHeader = false) =>
  new CanvasApiError({ status, url: 'http://h.test/api/v1/x', body, hasAuthenticateHeader });

describe('extractCanvasMessages', () => {
  it('reads every Canvas error shape', () => {
    expect(extractCanvasMessages({ errors: [{ message: 'Invalid access token.' }] })).toEqual(['Invalid access token.']);
    expect(extractCanvasMessages({ errors: ['a is bad', 'b is bad'] })).toEqual(['a is bad', 'b is bad']);
    expect(extractCanvasMessages({ errors: 'assignment_ids param is invalid' })).toEqual(['assignment_ids param is invalid']);
    expect(extractCanvasMessages({ status: 'bad_request', message: 'nope' })).toEqual(['nope']);
    expect(extractCanvasMessages({ error: 'tab not found' })).toEqual(['tab not found']);
    expect(
      extractCanvasMessages({
        errors: { name: [{ attribute: 'name', type: 'too_long', message: 'Name is too long' }], code: [{ message: 'x' }] },
      }),
    ).toEqual(['Name is too long', 'x']);
  });

  it('combines shapes, deduplicates, and reads short plain text', () => {
    expect(extractCanvasMessages({ errors: [{ message: 'same' }], message: 'same', error: 'other' })).toEqual(['same', 'other']);
    expect(extractCanvasMessages('403 Forbidden (Rate Limit Exceeded)\n')).toEqual(['403 Forbidden (Rate Limit Exceeded)']);
    expect(extractCanvasMessages('<html><body>Bad gateway</body></html>')).toEqual([]);
    expect(extractCanvasMessages(null)).toEqual([]);
  });
});

describe('extractCanvasFieldErrors', () => {
  it('maps the model-validation object and field-tagged array items', () => {
    expect(extractCanvasFieldErrors({ errors: { name: [{ attribute: 'name', type: 'blank', message: 'is required' }] } })).toEqual({
      name: ['is required'],
    });
    expect(
      extractCanvasFieldErrors({ errors: [{ field: 'search_term', code: 'invalid', message: '2 or more characters is required' }] }),
    ).toEqual({ search_term: ['2 or more characters is required'] });
    expect(extractCanvasFieldErrors({ errors: [{ message: 'no field' }] })).toEqual({});
  });
});

describe('CanvasApiError classification', () => {
  it('treats only 401 with WWW-Authenticate as a bad token', () => {
    const bad = error(401, { errors: [{ message: 'Invalid access token.' }] }, true);
    expect(bad.isAuthError).toBe(true);
    expect(bad.isForbidden).toBe(false);
    expect(bad.message).toBe('Invalid access token.');
    expect(error(401, { errors: [{ message: 'user not authorized to perform that action' }] }).isForbidden).toBe(true);
  });

  it('tells rate limiting from permission denial', () => {
    const limited = error(403, '403 Forbidden (Rate Limit Exceeded)\n');
    expect(limited.isRateLimited).toBe(true);
    expect(limited.isForbidden).toBe(false);
    const denied = error(403, { status: 'unauthorized', errors: [{ message: 'user not authorized to perform that action' }] });
    expect(denied.isForbidden).toBe(true);
    expect(denied.isRateLimited).toBe(false);
  });

  it('falls back to a status message', () => {
    expect(error(502, '').message).toBe('The server responded with status 502.');
    expect(new CanvasApiError({ kind: 'network', status: 0, url: 'x', body: null }).isNetworkError).toBe(true);
  });
});
