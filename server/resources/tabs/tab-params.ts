import { toCanvasBoolean } from '../../canvas/coerce';
import { isTree, type ParamValue } from '../../canvas/params';

/** What PUT /courses/:course_id/tabs/:tab_id asks for (§6.2): each field only when its key was sent. */
export type TabChange = { position?: number; hidden?: boolean };

/**
 * Ruby's String#to_i, which TabsController applies to `position`: leading digits count, anything else is 0 (and so
 * an invalid location, not a validation error). A JSON number is truncated as Float#to_i would.
 */
function rubyToI(value: ParamValue): number {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : 0;
  if (typeof value !== 'string') return 0;
  const match = /^\s*([+-]?\d+)/.exec(value);
  return match ? Number.parseInt(match[1] ?? '0', 10) : 0;
}

/** `hidden` present with a false value shows the tab again; absent leaves it as it is. */
export function parseTabChange(params: ParamValue | undefined): TabChange {
  const tree = isTree(params) ? params : {};
  const change: TabChange = {};
  const position = tree.position;
  if (position !== undefined && position !== null) change.position = rubyToI(position);
  if ('hidden' in tree) change.hidden = toCanvasBoolean(tree.hidden) === true;
  return change;
}
