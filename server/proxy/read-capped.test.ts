import { describe, expect, it } from 'vitest';
import { readCapped } from './read-capped';

const streamOf = (...parts: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
      controller.close();
    },
  });

describe('readCapped', () => {
  it('reads a body within the limit whole', async () => {
    expect(await readCapped(streamOf('{"upload_url":', '"x"}'), 100)).toEqual({ text: '{"upload_url":"x"}' });
  });

  it('hands a longer body back as a stream with nothing lost', async () => {
    const read = await readCapped(streamOf('abc', 'def', 'ghi'), 4);
    expect('stream' in read).toBe(true);
    if ('stream' in read) expect(await new Response(read.stream).text()).toBe('abcdefghi');
  });
});
