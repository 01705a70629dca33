import { mergeAttributes, type Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import { isAllowedLinkUrl } from './link-url';

/*
 * Everything here keeps the editor's HTML inside the server's allow-list (server/canvas/sanitize-html.ts),
 * which has no inline styles: Tiptap's table width styles, column widths and cell alignment are not written,
 * and links carry no target/rel (the allow-list would rewrite rel, so a saved link would come back changed).
 */

/** Drops presentational attributes a pasted cell may carry (style="text-align", colwidth). */
function cellAttributes(attributes: Record<string, unknown>): Record<string, unknown> {
  const { style: _style, colwidth: _colwidth, ...kept } = attributes;
  return kept;
}

const PlainTable = Table.extend({
  renderHTML() {
    return ['table', mergeAttributes(this.options.HTMLAttributes), ['tbody', 0]];
  },
});

const PlainCell = TableCell.extend({
  renderHTML(props) {
    const [, attributes] = this.parent?.(props) as [string, Record<string, unknown>, 0];
    return ['td', cellAttributes(attributes), 0];
  },
});

const PlainHeader = TableHeader.extend({
  renderHTML(props) {
    const [, attributes] = this.parent?.(props) as [string, Record<string, unknown>, 0];
    // The editor's header cells are its first row: they head columns.
    return ['th', { ...cellAttributes(attributes), scope: 'col' }, 0];
  },
});

export const richTextExtensions: Extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    link: {
      openOnClick: false,
      HTMLAttributes: { target: null, rel: null, class: null },
      isAllowedUri: (url, { defaultValidate }) => isAllowedLinkUrl(url) && defaultValidate(url),
    },
  }),
  Image.configure({ allowBase64: false }),
  PlainTable.configure({ resizable: false }),
  TableRow,
  PlainHeader,
  PlainCell,
];
