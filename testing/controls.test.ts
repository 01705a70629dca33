import { describe, expectTypeOf, it } from 'vitest';
import type { StoredRule } from '../server/resources/testing/faults';
import type { ActiveFaultRule } from './controls';

/** The intersection's fields as one object type, as a client sees the JSON. */
type Fields<T> = { [K in keyof T]: T[K] };

// The published fixture cannot import the server's types (its declarations ship without the server's), so it
// states the rules it lists itself; the typecheck holds them to what GET /lectern/testing/faults answers.
describe('the fixture’s fault rule type', () => {
  it('is the rule the server lists, field for field', () => {
    expectTypeOf<ActiveFaultRule>().toEqualTypeOf<Fields<StoredRule>>();
  });
});
