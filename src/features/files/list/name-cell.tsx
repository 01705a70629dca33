import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { BrowserItem } from '../files-owner';
import { ItemIcon } from './item-icon';

export interface RenameState {
  key: string;
  /** What the user typed, kept when the server refuses it. */
  value: string;
  error: string | null;
}

export interface NameCellProps {
  item: BrowserItem;
  href: string;
  /** In search results: the folder the file is in. */
  folderPath?: string;
  rename: RenameState | null;
  onRenameSubmit: (value: string) => void;
  onRenameCancel: () => void;
}

export const itemName = (item: BrowserItem) => (item.kind === 'folder' ? item.folder.name : item.file.display_name);

/** The name as a link (a folder opens, a file previews), or the inline rename field. */
export function NameCell({ item, href, folderPath, rename, onRenameSubmit, onRenameCancel }: NameCellProps) {
  return (
    <span className="files-name">
      <ItemIcon item={item} />
      {rename ? (
        <RenameField initial={rename.value} error={rename.error} label={`New name for ${itemName(item)}`} onSubmit={onRenameSubmit} onCancel={onRenameCancel} />
      ) : (
        <span className="files-name__text">
          <Link to={href} className="files-name__link" draggable={false} tabIndex={-1}>
            {itemName(item)}
          </Link>
          {folderPath ? <span className="files-name__path">in {folderPath}</span> : null}
        </span>
      )}
    </span>
  );
}

function RenameField(props: { initial: string; error: string | null; label: string; onSubmit: (value: string) => void; onCancel: () => void }) {
  const [value, setValue] = useState(props.initial);
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  useEffect(() => {
    const focus = () => {
      input.current?.focus();
      // Select the name before the extension, as file managers do, so typing replaces just that.
      const dot = props.initial.lastIndexOf('.');
      input.current?.setSelectionRange(0, dot > 0 ? dot : props.initial.length);
    };
    focus();
    // Started from the row's menu, the menu gives focus back to its button as it closes, after this effect:
    // take it once more when that is done. (No cancel on blur for the same reason: Escape cancels.)
    // Only if it was taken: re-selecting under someone already typing would eat their keys.
    const timer = setTimeout(() => {
      if (document.activeElement !== input.current) focus();
    }, 50);
    return () => clearTimeout(timer);
  }, [props.initial]);
  return (
    <span className="files-rename">
      <input
        ref={input}
        className="field__input files-rename__input"
        aria-label={props.label}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        // The row's own keys (space selects, arrows move) must not fire while typing.
        onKeyDown={(event) => {
          event.stopPropagation();
          if (event.key === 'Enter' && value.trim() !== '') props.onSubmit(value.trim());
          if (event.key === 'Escape') props.onCancel();
        }}
        onClick={(event) => event.stopPropagation()}
      />
      {props.error ? (
        <span id={errorId} role="alert" className="files-rename__error">
          {props.error}
        </span>
      ) : null}
    </span>
  );
}
