import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import { isCanvasApiError } from '@/api/http/canvas-api-error';
import { TextField } from '@/components/form/text-field';
import { SaveStatus } from '@/components/save-status';
import type { SettingDefinition } from './setting-definitions';
import { isSameSetting, parseSettingInput, settingInputText, type InputKind } from './setting-values';
import { useSettingSave } from './use-setting-save';
import type { CanvasId } from '@/api/schemas/ids';

export interface SettingInputProps {
  courseId: CanvasId;
  setting: SettingDefinition & { kind: InputKind };
  value: unknown;
}

const INPUT_TYPES: Record<InputKind, { type: string; inputMode?: 'numeric'; extra?: object }> = {
  text: { type: 'text', extra: { maxLength: 255 } },
  integer: { type: 'text', inputMode: 'numeric' },
  color: { type: 'text', extra: { spellCheck: false, autoComplete: 'off' } },
  time: { type: 'time', extra: { step: 60 } },
};

/**
 * A typed setting, saved on blur or Enter. What was typed stays in the input until the server accepts
 * it: a validation error or a failed save keeps the text and shows why under the field.
 */
export function SettingInput({ courseId, setting, value }: SettingInputProps) {
  const { save, state } = useSettingSave(courseId, setting.key, setting.label);
  // null = not editing: the input shows the stored value (and follows it when it changes).
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const text = draft ?? settingInputText(setting.kind, value);

  const commit = (input: HTMLInputElement) => {
    if (draft === null) return;
    // A half-filled time field reports an empty value; say so instead of clearing the setting.
    if (input.validity.badInput) {
      setError('Enter a complete time, or clear the field.');
      return;
    }
    const parsed = parseSettingInput(setting.kind, draft);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setError(null);
    if (isSameSetting(setting.kind, value, parsed.value)) {
      setDraft(null);
      return;
    }
    save(parsed.value, {
      onSuccess: () => setDraft(null),
      onError: (failure) => setError(serverMessage(failure, setting.key)),
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(event.currentTarget);
    }
  };

  const { type, inputMode, extra } = INPUT_TYPES[setting.kind];
  const swatch = setting.kind === 'color' ? colorPreview(text) : null;
  return (
    <div className={`setting-row setting-row--input setting-row--${setting.kind}`}>
      <div className="setting-row__field">
        <TextField
          {...extra}
          label={setting.label}
          description={setting.description}
          error={error ?? undefined}
          type={type}
          inputMode={inputMode}
          value={text}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={(event: FocusEvent<HTMLInputElement>) => commit(event.currentTarget)}
          onKeyDown={onKeyDown}
        />
        {swatch ? <span className="setting-row__swatch" style={{ backgroundColor: swatch }} aria-hidden="true" /> : null}
      </div>
      <SaveStatus state={state} label={setting.label} />
    </div>
  );
}

function serverMessage(error: Error, key: string): string {
  const fieldMessage = isCanvasApiError(error) ? error.fieldErrors[key]?.[0] : undefined;
  return `Not saved: ${fieldMessage ?? error.message}`;
}

function colorPreview(text: string): string | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text.trim());
  return match ? `#${match[1] ?? ''}` : null;
}
