import type { Editor } from '@tiptap/core';
import { useState } from 'react';
import { TextField } from '../form/text-field';
import { EditorDialog } from './editor-dialog';
import { isAllowedImageUrl } from './link-url';
import { insertImage } from './toolbar-commands';

type Errors = { src?: string; alt?: string };

/** Inserts an image from a web address with its alternative text (course files come with the files issue). */
export function ImageDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = () => {
    const found: Errors = {
      src: isAllowedImageUrl(src) ? undefined : 'Enter the image’s web address (https://…) or a path on this site (/courses/…).',
      alt: alt.trim() ? undefined : 'Describe the image for people who cannot see it.',
    };
    setErrors(found);
    if (found.src) document.getElementById('rich-text-image-src')?.focus();
    else if (found.alt) document.getElementById('rich-text-image-alt')?.focus();
    else {
      insertImage(editor, src.trim(), alt.trim());
      onClose();
    }
  };

  return (
    <EditorDialog isOpen onClose={onClose} title="Insert image" submitLabel="Insert image" onSubmit={submit}>
      <TextField id="rich-text-image-src" label="Image URL" error={errors.src} value={src} onChange={(event) => setSrc(event.target.value)} inputMode="url" autoFocus />
      <TextField
        id="rich-text-image-alt"
        label="Alternative text"
        description="What the image shows, read to people who cannot see it."
        error={errors.alt}
        value={alt}
        onChange={(event) => setAlt(event.target.value)}
      />
    </EditorDialog>
  );
}
