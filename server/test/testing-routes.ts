/** Every control testing mode adds (resources/testing), with a body the admin's call succeeds with. */
export const TESTING_ROUTES = [
  ['POST', '/lectern/testing/reset', undefined],
  ['PUT', '/lectern/testing/clock', { advance_seconds: 0 }],
  ['DELETE', '/lectern/testing/clock', undefined],
  ['PUT', '/lectern/testing/faults', { rules: [] }],
  ['GET', '/lectern/testing/faults', undefined],
  ['DELETE', '/lectern/testing/faults', undefined],
] as const;
