import type { KeyboardEvent } from 'react';

/**
 * Alt+ArrowUp / Alt+ArrowDown move the row the focus is in, as the move buttons do: -1 up, +1 down. The handler
 * stops the key there, so a rating's move does not also move its criterion.
 */
export function moveKeyHandler(move: (by: -1 | 1) => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (!event.altKey || event.ctrlKey || event.metaKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    event.stopPropagation();
    move(event.key === 'ArrowUp' ? -1 : 1);
  };
}
