/** The active cell: `row` -1 is the column headers' row, `col` 0 the student names. */
export interface CellPosition {
  row: number;
  col: number;
}

export interface GridSize {
  rows: number;
  cols: number;
  /** Rows a PageUp/PageDown moves: about a screenful. */
  page: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** Where a navigation key moves the active cell, or `undefined` for keys that do not move it (the ARIA grid pattern). */
export function moveFor(key: string, ctrl: boolean, at: CellPosition, size: GridSize): CellPosition | undefined {
  const lastRow = size.rows - 1;
  const lastCol = size.cols - 1;
  const to = (row: number, col: number) => ({ row: clamp(row, -1, lastRow), col: clamp(col, 0, lastCol) });
  switch (key) {
    case 'ArrowUp':
      return to(at.row - 1, at.col);
    case 'ArrowDown':
      return to(at.row + 1, at.col);
    case 'ArrowLeft':
      return to(at.row, at.col - 1);
    case 'ArrowRight':
      return to(at.row, at.col + 1);
    case 'Home':
      return ctrl ? to(0, 0) : to(at.row, 0);
    case 'End':
      return ctrl ? to(lastRow, lastCol) : to(at.row, lastCol);
    case 'PageUp':
      return to(Math.max(at.row - size.page, 0), at.col);
    case 'PageDown':
      return to(at.row + size.page, at.col);
    default:
      return undefined;
  }
}

/** A key that starts an edit with itself: one printable character, no command modifier. */
export function isTypingKey(event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }): boolean {
  return event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;
}
