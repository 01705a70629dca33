import { useRef, type ReactNode, type Ref } from 'react';
import { Button } from '../button';
import { useField } from './field-ids';
import { FieldFrame } from './field-message';
import { timeZoneShortName } from '@/lib/zoned-time';
import { viewerTimeNote, zoneNote } from './date-time-notes';

export interface DateTimeFieldProps {
  label: string;
  /** A datetime-local value ("2026-01-12T09:00") meant in `timeZone`; '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** The IANA zone the value is entered in: the course's. */
  timeZone: string;
  /** The viewer's zone; the browser's by default. When it differs, the field also shows the time there. */
  viewerTimeZone?: string;
  description?: ReactNode;
  error?: string;
  id?: string;
  name?: string;
  onBlur?: () => void;
  /** react-hook-form focuses this input when the field is invalid. */
  ref?: Ref<HTMLInputElement>;
}

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A date and time in the course's time zone. A native datetime-local input, not a segmented picker: one control
 * with its own label (so screen readers, voice control and tests find it by "Due"), a value in exactly the form
 * the zoned-time helpers convert, the platform's own picker on phones, and typing that works in every engine.
 * The course zone is part of its description (shown as its short name beside the input); the viewer's own time
 * follows when their zone differs.
 */
export function DateTimeField({ label, value, onChange, timeZone, viewerTimeZone = browserTimeZone(), description, error, id, name, onBlur, ref }: DateTimeFieldProps) {
  const zone = zoneNote(timeZone, value);
  const viewer = viewerTimeNote(value, timeZone, viewerTimeZone);
  const { ids, controlProps } = useField(id, [description, zone, viewer], error);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const setRefs = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
  const clear = () => {
    onChange('');
    inputRef.current?.focus();
  };
  return (
    <FieldFrame
      ids={ids}
      label={label}
      className="field date-time-field"
      description={
        <>
          {description ? <span className="date-time-field__description">{description} </span> : null}
          {/* Read out in full; shown as the short name beside the input, so a card of three dates is not three sentences. */}
          <span className="visually-hidden">{zone}</span>
          {viewer ? <span className="date-time-field__viewer">{viewer}</span> : null}
        </>
      }
      error={error}
    >
      <div className="date-time-field__row">
        <input
          {...controlProps}
          ref={setRefs}
          type="datetime-local"
          className="field__input date-time-field__input"
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        <span className="date-time-field__zone" aria-hidden="true" title={zone}>
          {timeZoneShortName(timeZone)}
        </span>
        {/* Named by its content, not aria-label, so a lookup of the field by its label finds the input alone. */}
        <Button size="sm" variant="ghost" onPress={clear} isDisabled={value === ''}>
          <span aria-hidden="true">Clear</span>
          <span className="visually-hidden">Clear {label}</span>
        </Button>
      </div>
    </FieldFrame>
  );
}
