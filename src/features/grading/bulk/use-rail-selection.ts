import { useState } from 'react';
import type { CanvasId } from '@/api/schemas/ids';

/** The rail's checked students, and the row a Shift range starts from. */
export interface RailSelection {
  selected: ReadonlySet<CanvasId>;
  /** Space or a click: checks or unchecks one row, which becomes the range's start. */
  toggle: (index: number) => void;
  /** Shift+click or Shift+Arrow: checks every row from the range's start to this one. */
  extendTo: (index: number) => void;
  clear: () => void;
}

/** Selection over the rail's rows by index; kept by user id, so it survives the rail loading more pages. */
export function useRailSelection(rows: readonly { user_id: CanvasId }[]): RailSelection {
  const [selected, setSelected] = useState<ReadonlySet<CanvasId>>(new Set());
  const [anchor, setAnchor] = useState(-1);
  const idAt = (index: number) => rows[index]?.user_id;
  return {
    selected,
    toggle: (index) => {
      const id = idAt(index);
      if (id === undefined) return;
      const next = new Set(selected);
      if (!next.delete(id)) next.add(id);
      setSelected(next);
      setAnchor(index);
    },
    extendTo: (index) => {
      const start = anchor >= 0 ? anchor : index;
      const [from, to] = start <= index ? [start, index] : [index, start];
      const next = new Set(selected);
      for (let i = from; i <= to; i += 1) {
        const id = idAt(i);
        if (id !== undefined) next.add(id);
      }
      setSelected(next);
      if (anchor < 0) setAnchor(start);
    },
    clear: () => {
      setSelected(new Set());
      setAnchor(-1);
    },
  };
}
