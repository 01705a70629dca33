import type { Editor } from '@tiptap/core';
import { DOMSerializer } from '@tiptap/pm/model';

/**
 * The editor's document as HTML in the form the server's allow-list writes it back (server/canvas/
 * sanitize-html.ts): void elements self-closed (`<br />`), text and attributes escaped the same way, a
 * non-breaking space as the character itself. So the syllabus a user saves is byte for byte what the server
 * stores and returns, and a saved form is not "changed" by the round trip.
 */
const VOID_ELEMENTS = new Set(['br', 'hr', 'img', 'col', 'wbr']);

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

function serializeAttributes(element: Element): string {
  let result = '';
  for (const { name, value } of Array.from(element.attributes)) {
    if (value !== '') result += ` ${name}="${escapeAttribute(value)}"`;
    // An empty alt says "decorative image"; it is the one empty attribute worth keeping.
    else if (name === 'alt') result += ' alt=""';
  }
  return result;
}

function serializeNode(node: Node): string {
  if (node.nodeType === node.TEXT_NODE) return escapeText(node.textContent ?? '');
  if (node.nodeType !== node.ELEMENT_NODE) return '';
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  const open = `<${tag}${serializeAttributes(element)}`;
  if (VOID_ELEMENTS.has(tag)) return `${open} />`;
  return `${open}>${serializeChildren(element)}</${tag}>`;
}

function serializeChildren(parent: Node): string {
  return Array.from(parent.childNodes, serializeNode).join('');
}

/**
 * The editor's content as HTML. An empty editor gives '', and the empty paragraph the editor keeps after a
 * final list or table (so there is somewhere to type) is not saved.
 */
export function editorHtml(editor: Editor): string {
  if (editor.isEmpty) return '';
  const fragment = DOMSerializer.fromSchema(editor.schema).serializeFragment(editor.state.doc.content, { document });
  return serializeChildren(fragment).replace(/(<p><\/p>)+$/, '');
}
