/**
 * Sets a field's value as if the reader had typed it: through the prototype's setter, which React's value tracking
 * watches, then the event React listens for.
 */
export function typeInto(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}
