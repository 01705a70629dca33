/**
 * Reads a body whole when it is at most `limit` bytes; a longer one comes back as a stream that replays what was
 * read and goes on with the rest, so a large answer is never held in memory just to be looked at.
 */
export async function readCapped(
  body: ReadableStream<Uint8Array>,
  limit: number,
): Promise<{ text: string } | { stream: ReadableStream<Uint8Array> }> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { text: Buffer.concat(chunks).toString('utf8') };
    chunks.push(value);
    size += value.byteLength;
    if (size > limit) break;
  }
  return {
    stream: new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
      },
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel: (reason) => reader.cancel(reason),
    }),
  };
}
