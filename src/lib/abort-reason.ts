/** What an aborted wait rejects with: the signal's reason when it is an error, as fetch does, else an AbortError. */
export function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new DOMException('The operation was aborted.', 'AbortError');
}
