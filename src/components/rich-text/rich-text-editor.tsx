import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useId, useRef, useState } from 'react';
import '@/styles/rich-text.css';
import { editorHtml } from './editor-html';
import { richTextExtensions } from './editor-extensions';
import { ImageDialog } from './image-dialog';
import { focusOutside } from './leave-editor';
import { LinkDialog } from './link-dialog';
import { RichTextToolbar } from './rich-text-toolbar';

export interface RichTextEditorProps {
  controlId: string;
  labelId: string;
  describedBy?: string;
  invalid: boolean;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
}

const KEYBOARD_HINT = 'Tab indents list items and moves between table cells; press Escape, then Tab, to leave the editor.';

/** The Tiptap editor behind RichTextField (its own chunk: only pages with a rich-text field load it). */
export function RichTextEditor({ controlId, labelId, describedBy, invalid, value, onChange, onBlur }: RichTextEditorProps) {
  const [isSource, setIsSource] = useState(false);
  const [source, setSource] = useState('');
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);
  const emitted = useRef(value);
  const escaped = useRef(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const sourceNameId = useId();

  const editor = useEditor({
    immediatelyRender: true,
    extensions: richTextExtensions,
    content: value,
    editorProps: {
      attributes: {
        id: controlId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': [describedBy, hintId].filter(Boolean).join(' '),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: 'rich-text__content prose',
      },
      handleKeyDown: (_view, event) => {
        const wasEscaped = escaped.current;
        escaped.current = event.key === 'Escape';
        if (event.key === 'Tab' && wasEscaped && wrapper.current) {
          focusOutside(wrapper.current, event.shiftKey);
          return true;
        }
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
          setDialog('link');
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: current }) => {
      emitted.current = editorHtml(current);
      onChange(emitted.current);
    },
    onBlur: () => onBlur?.(),
  });

  // A value set from outside (a form reset, a reloaded record) replaces the content; our own echoes do not.
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const toggleSource = () => {
    if (!isSource) setSource(editorHtml(editor));
    else editor.commands.focus();
    setIsSource(!isSource);
  };

  return (
    <div ref={wrapper} className="rich-text" data-invalid={invalid || undefined}>
      <RichTextToolbar
        editor={editor}
        labelId={labelId}
        isSourceMode={isSource}
        onToggleSource={toggleSource}
        onEditLink={() => setDialog('link')}
        onInsertImage={() => setDialog('image')}
      />
      <p id={hintId} hidden>
        {KEYBOARD_HINT}
      </p>
      <span id={sourceNameId} hidden>
        (HTML source)
      </span>
      <div hidden={isSource}>
        <EditorContent editor={editor} />
      </div>
      {isSource ? (
        <textarea
          id={`${controlId}-source`}
          className="field__textarea field__textarea--code rich-text__source"
          aria-labelledby={`${labelId} ${sourceNameId}`}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          rows={14}
          value={source}
          onChange={(event) => {
            setSource(event.target.value);
            // The editor parses what was typed, so the value sent on save is always the editor's own HTML.
            editor.commands.setContent(event.target.value);
          }}
          onBlur={onBlur}
          autoFocus
        />
      ) : null}
      {dialog === 'link' ? <LinkDialog editor={editor} onClose={() => setDialog(null)} /> : null}
      {dialog === 'image' ? <ImageDialog editor={editor} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
