import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../server/canvas/sanitize-html';
import { editorHtml } from './editor-html';
import { richTextExtensions } from './editor-extensions';
import { applyLink, blockCommands, historyCommands, insertImage, insertTable, listCommands, markCommands, tableCommands } from './toolbar-commands';

/*
 * The server's allow-list (server/canvas/sanitize-html.ts) is the one rich-text policy: whatever the editor
 * makes with any toolbar button must come back from it byte for byte, or a saved syllabus would change
 * under the user. The editor here is the real one with the toolbar's own commands, in jsdom.
 */
let editor: Editor;
afterEach(() => editor.destroy());

function editorWith(html: string): Editor {
  editor = new Editor({ extensions: richTextExtensions, content: html });
  return editor;
}

/** Selects the whole text of the first block, as a user would before pressing a button. */
function selectFirstBlock(e: Editor): void {
  e.commands.setTextSelection({ from: 1, to: e.state.doc.firstChild?.content.size ? e.state.doc.firstChild.content.size + 1 : 1 });
}

const expectUnchangedBySanitizer = (html: string) => {
  expect(html).not.toBe('');
  expect(sanitizeHtml(html)).toBe(html);
};

describe('what the editor produces passes the server allow-list unchanged', () => {
  it.each([...blockCommands, ...markCommands, ...listCommands].map((command) => [command.label, command] as const))('%s', (_label, command) => {
    const e = editorWith('<p>Cells &amp; "tissues" &lt;3 — 5 > 4</p>');
    selectFirstBlock(e);
    command.run(e);
    expect(command.isActive?.(e)).toBe(true);
    expectUnchangedBySanitizer(editorHtml(e));
  });

  it('links (web, e-mail, relative), inserted or applied to a selection', () => {
    const e = editorWith('<p>Read the notes</p>');
    selectFirstBlock(e);
    applyLink(e, 'https://example.org/notes?a=1&b=2', '');
    e.commands.insertContentAt(e.state.doc.content.size, '<p>Questions: </p>');
    e.commands.setTextSelection(e.state.doc.content.size - 1);
    applyLink(e, 'mailto:teacher@example.org', 'Mail me');
    e.commands.insertContentAt(e.state.doc.content.size, '<p>Read: </p>');
    e.commands.setTextSelection(e.state.doc.content.size - 1);
    applyLink(e, '/courses/1/files/2', 'Handout');
    const html = editorHtml(e);
    expect(html).toContain('<a href="https://example.org/notes?a=1&amp;b=2">Read the notes</a>');
    expect(html).toContain('<a href="mailto:teacher@example.org">Mail me</a>');
    expect(html).toContain('<a href="/courses/1/files/2">Handout</a>');
    expectUnchangedBySanitizer(html);
  });

  it('images with alternative text', () => {
    const e = editorWith('<p>Figure</p>');
    insertImage(e, 'https://example.org/cell.png', 'A plant cell, labelled');
    const html = editorHtml(e);
    expect(html).toContain('<img src="https://example.org/cell.png" alt="A plant cell, labelled" />');
    expectUnchangedBySanitizer(html);
  });

  it('tables, with rows and columns added and removed', () => {
    const e = editorWith('<p>Schedule</p>');
    e.commands.setTextSelection(e.state.doc.firstChild?.nodeSize ?? 0);
    insertTable.run(e);
    e.commands.insertContent('Week');
    const [addRow, addColumn, ...removals] = tableCommands;
    addRow?.run(e);
    addColumn?.run(e);
    const grown = editorHtml(e);
    expect(grown).toMatch(/^<p>Schedule<\/p><table><tbody><tr><th scope="col"><p>Week<\/p><\/th>/);
    expect(grown.match(/<tr>/g)).toHaveLength(4);
    expect(grown).not.toMatch(/style=|colwidth|colgroup/);
    expectUnchangedBySanitizer(grown);
    for (const command of removals.filter((c) => c.key !== 'deleteTable')) {
      expect(command.isEnabled?.(e)).toBe(true);
      command.run(e);
    }
    expectUnchangedBySanitizer(editorHtml(e));
  });

  it('pasted HTML with presentation the allow-list drops is written without it', () => {
    const e = editorWith(
      '<table style="width: 500px"><colgroup><col style="width: 200px"></colgroup><tbody><tr><td colwidth="200" style="text-align: center">A</td></tr></tbody></table><p>a<br>b</p><hr>',
    );
    const html = editorHtml(e);
    expect(html).toContain('<td><p>A</p></td>');
    expect(html).toContain('<p>a<br />b</p><hr />');
    expectUnchangedBySanitizer(html);
  });

  it('undo and redo give back HTML that still passes', () => {
    const e = editorWith('<p>Plain</p>');
    selectFirstBlock(e);
    markCommands[0]?.run(e);
    const [undo, redo] = historyCommands;
    undo?.run(e);
    expect(editorHtml(e)).toBe('<p>Plain</p>');
    redo?.run(e);
    expectUnchangedBySanitizer(editorHtml(e));
  });
});
