import type { Editor } from '@tiptap/core';
import { useState } from 'react';
import { Button } from '../button';
import { TextField } from '../form/text-field';
import { EditorDialog } from './editor-dialog';
import { isAllowedLinkUrl } from './link-url';
import { applyLink, removeLink } from './toolbar-commands';

const URL_HELP = 'A web address (https://…), an e-mail address (mailto:…) or a page of this site (/courses/…).';

/** Adds, changes or removes the link at the selection. Opened fresh each time, so it reads the current link. */
export function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const existing = (editor.getAttributes('link') as { href?: string }).href ?? '';
  const needsText = editor.state.selection.empty && existing === '';
  const [href, setHref] = useState(existing);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();

  const submit = () => {
    if (!isAllowedLinkUrl(href)) {
      setError('Enter a web address, an e-mail address or a page of this site; other kinds of link are not allowed.');
      document.getElementById('rich-text-link-url')?.focus();
      return;
    }
    applyLink(editor, href.trim(), text.trim());
    onClose();
  };

  const remove = (
    <Button
      variant="danger"
      onPress={() => {
        removeLink(editor);
        onClose();
      }}
    >
      Remove link
    </Button>
  );

  return (
    <EditorDialog isOpen onClose={onClose} title={existing ? 'Edit link' : 'Add link'} submitLabel={existing ? 'Update link' : 'Add link'} onSubmit={submit} extraAction={existing ? remove : null}>
      <TextField
        id="rich-text-link-url"
        label="URL"
        description={URL_HELP}
        error={error}
        value={href}
        onChange={(event) => {
          setHref(event.target.value);
          setError(undefined);
        }}
        inputMode="url"
        autoComplete="url"
        autoFocus
      />
      {needsText ? <TextField label="Text to show" description="Leave empty to show the URL." value={text} onChange={(event) => setText(event.target.value)} /> : null}
    </EditorDialog>
  );
}
