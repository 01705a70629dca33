import type { Editor } from '@tiptap/core';

/** One toolbar button that runs an editor command; link, image and the HTML view open their own UI. */
export interface ToolbarCommand {
  key: string;
  label: string;
  /** What the button shows; the label is its accessible name (and tooltip, with the shortcut). */
  glyph: string;
  shortcut?: string;
  /** Toggles report their state (aria-pressed); plain actions have no isActive. */
  isActive?: (editor: Editor) => boolean;
  isEnabled?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

type HeadingLevel = 2 | 3 | 4;

const heading = (level: HeadingLevel): ToolbarCommand => ({
  key: `heading${level}`,
  label: `Heading ${level}`,
  glyph: `H${level}`,
  shortcut: `Ctrl+Alt+${level}`,
  isActive: (editor) => editor.isActive('heading', { level }),
  run: (editor) => editor.chain().focus().toggleHeading({ level }).run(),
});

export const blockCommands: ToolbarCommand[] = [
  {
    key: 'paragraph',
    label: 'Paragraph',
    glyph: '¶',
    shortcut: 'Ctrl+Alt+0',
    isActive: (editor) => editor.isActive('paragraph'),
    run: (editor) => editor.chain().focus().setParagraph().run(),
  },
  heading(2),
  heading(3),
  heading(4),
];

export const markCommands: ToolbarCommand[] = [
  { key: 'bold', label: 'Bold', glyph: 'B', shortcut: 'Ctrl+B', isActive: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { key: 'italic', label: 'Italic', glyph: 'I', shortcut: 'Ctrl+I', isActive: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { key: 'underline', label: 'Underline', glyph: 'U', shortcut: 'Ctrl+U', isActive: (e) => e.isActive('underline'), run: (e) => e.chain().focus().toggleUnderline().run() },
  { key: 'strike', label: 'Strikethrough', glyph: 'S', shortcut: 'Ctrl+Shift+S', isActive: (e) => e.isActive('strike'), run: (e) => e.chain().focus().toggleStrike().run() },
];

export const listCommands: ToolbarCommand[] = [
  { key: 'bulletList', label: 'Bulleted list', glyph: '•≡', shortcut: 'Ctrl+Shift+8', isActive: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
  { key: 'orderedList', label: 'Numbered list', glyph: '1≡', shortcut: 'Ctrl+Shift+7', isActive: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
  { key: 'blockquote', label: 'Quote', glyph: '❝', shortcut: 'Ctrl+Shift+B', isActive: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
];

export const insertTable: ToolbarCommand = {
  key: 'insertTable',
  label: 'Insert table',
  glyph: 'Table',
  isEnabled: (e) => !e.isActive('table'),
  run: (e) => e.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
};

/** Shown while the cursor is in a table. */
export const tableCommands: ToolbarCommand[] = [
  { key: 'addRowAfter', label: 'Add row below', glyph: '+Row', isEnabled: (e) => e.can().addRowAfter(), run: (e) => e.chain().focus().addRowAfter().run() },
  { key: 'addColumnAfter', label: 'Add column right', glyph: '+Col', isEnabled: (e) => e.can().addColumnAfter(), run: (e) => e.chain().focus().addColumnAfter().run() },
  { key: 'deleteRow', label: 'Remove row', glyph: '−Row', isEnabled: (e) => e.can().deleteRow(), run: (e) => e.chain().focus().deleteRow().run() },
  { key: 'deleteColumn', label: 'Remove column', glyph: '−Col', isEnabled: (e) => e.can().deleteColumn(), run: (e) => e.chain().focus().deleteColumn().run() },
  { key: 'deleteTable', label: 'Delete table', glyph: '✕Table', isEnabled: (e) => e.can().deleteTable(), run: (e) => e.chain().focus().deleteTable().run() },
];

export const historyCommands: ToolbarCommand[] = [
  { key: 'undo', label: 'Undo', glyph: '↶', shortcut: 'Ctrl+Z', isEnabled: (e) => e.can().undo(), run: (e) => e.chain().focus().undo().run() },
  { key: 'redo', label: 'Redo', glyph: '↷', shortcut: 'Ctrl+Shift+Z', isEnabled: (e) => e.can().redo(), run: (e) => e.chain().focus().redo().run() },
];

/** Applies or replaces the link at the selection; with nothing selected, inserts `text` as the link. */
export function applyLink(editor: Editor, href: string, text: string): void {
  const chain = editor.chain().focus().extendMarkRange('link');
  if (editor.state.selection.empty && !editor.isActive('link')) {
    chain.insertContent({ type: 'text', text: text || href, marks: [{ type: 'link', attrs: { href } }] }).run();
  } else {
    chain.setLink({ href }).run();
  }
}

export function removeLink(editor: Editor): void {
  editor.chain().focus().extendMarkRange('link').unsetLink().run();
}

export function insertImage(editor: Editor, src: string, alt: string): void {
  editor.chain().focus().setImage({ src, alt }).run();
}
