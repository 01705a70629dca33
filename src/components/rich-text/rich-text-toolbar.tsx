import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useId } from 'react';
import {
  blockCommands,
  historyCommands,
  insertTable,
  listCommands,
  markCommands,
  tableCommands,
  type ToolbarCommand,
} from './toolbar-commands';
import { useRovingFocus } from './use-roving-focus';

export interface RichTextToolbarProps {
  editor: Editor;
  /** The field's label element, so the toolbar is named after its field ("Formatting, Syllabus"). */
  labelId: string;
  isSourceMode: boolean;
  onToggleSource: () => void;
  onEditLink: () => void;
  onInsertImage: () => void;
}

type ButtonState = { pressed?: boolean; enabled: boolean };

const LINK: ToolbarCommand = { key: 'link', label: 'Link', glyph: 'Link', shortcut: 'Ctrl+K', isActive: (e) => e.isActive('link'), run: () => undefined };
const IMAGE: ToolbarCommand = { key: 'image', label: 'Image', glyph: 'Image', run: () => undefined };
const SOURCE: ToolbarCommand = { key: 'source', label: 'HTML source', glyph: '</>', run: () => undefined };

function groupsFor(inTable: boolean): { label: string; commands: ToolbarCommand[] }[] {
  return [
    { label: 'Block type', commands: blockCommands },
    { label: 'Text style', commands: markCommands },
    { label: 'Lists and quotes', commands: listCommands },
    { label: 'Insert', commands: [LINK, IMAGE, insertTable] },
    ...(inTable ? [{ label: 'Table', commands: tableCommands }] : []),
    { label: 'History', commands: historyCommands },
    { label: 'View', commands: [SOURCE] },
  ];
}

/** The formatting toolbar: one Tab stop, arrow keys between buttons, toggles with aria-pressed. */
export function RichTextToolbar({ editor, labelId, isSourceMode, onToggleSource, onEditLink, onInsertImage }: RichTextToolbarProps) {
  const nameId = useId();
  const inTable = useEditorState({ editor, selector: ({ editor: e }) => e.isActive('table') });
  const groups = groupsFor(inTable && !isSourceMode);
  const states = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      Object.fromEntries(
        groups.flatMap((group) => group.commands).map((command): [string, ButtonState] => [
          command.key,
          { pressed: command.isActive?.(e), enabled: command.isEnabled?.(e) ?? true },
        ]),
      ),
  });
  const stateOf = (command: ToolbarCommand): ButtonState => {
    if (command.key === 'source') return { pressed: isSourceMode, enabled: true };
    const state = states[command.key] ?? { enabled: true };
    return isSourceMode ? { pressed: state.pressed, enabled: false } : state;
  };
  const enabledKeys = groups.flatMap((group) => group.commands).filter((command) => stateOf(command).enabled).map((command) => command.key);
  const roving = useRovingFocus(enabledKeys);
  const actions: Record<string, () => void> = { link: onEditLink, image: onInsertImage, source: onToggleSource };

  return (
    <div role="toolbar" aria-labelledby={`${nameId} ${labelId}`} className="rich-text__toolbar" onKeyDown={roving.onKeyDown}>
      <span id={nameId} hidden>
        Formatting,
      </span>
      {groups.map((group) => (
        <div key={group.label} role="group" aria-label={group.label} className="rich-text__group">
          {group.commands.map((command) => {
            const state = stateOf(command);
            return (
              <button
                key={command.key}
                type="button"
                className="rich-text__button"
                data-command={command.key}
                aria-label={command.label}
                title={command.shortcut ? `${command.label} (${command.shortcut})` : command.label}
                aria-pressed={command.isActive || command.key === 'source' ? Boolean(state.pressed) : undefined}
                disabled={!state.enabled}
                // Keeps the editor's selection: a press must not move focus before the command reads it.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => (actions[command.key] ?? (() => command.run(editor)))()}
                {...roving.itemProps(command.key)}
              >
                <span aria-hidden="true">{command.glyph}</span>
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
