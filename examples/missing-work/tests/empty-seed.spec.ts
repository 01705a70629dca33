import { expect, test } from 'lectern/testing';

// A worker option: it applies to a whole file (or project), whose tests then run on servers of their own.
test.use({ lecternSeed: 'none' });

test('the empty seed holds the four people and no courses', async ({ canvas }) => {
  const response = await fetch(`${canvas.url}/api/v1/courses`, { headers: { Authorization: `Bearer ${canvas.tokens.teacher}` } });
  expect(await response.json()).toEqual([]);
});
