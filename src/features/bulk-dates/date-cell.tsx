import { useState } from 'react';
import { formatDate } from '@/lib/dates';
import { timeZoneShortName, utcIsoToZonedLocal } from '@/lib/zoned-time';
import { cellId, focusWhenRendered, rowLabel, useBulkDates } from './bulk-dates-context';
import { changedFields, currentDates } from './date-edits';
import { DATE_LABELS } from './date-order';
import type { DateField, DateRow } from './date-rows';
import { inputValueToIso } from './zoned-input';

function shown(iso: string | null | undefined, timeZone: string): string {
  return formatDate(iso, { style: 'day-time', timeZone }) ?? 'no date';
}

/**
 * One editable date in the course zone. A changed cell is marked and says what it was; a cell the save
 * blamed is invalid and carries the message. An override date that is not overridden shows the assignment's
 * date it inherits, with a button that overrides it.
 */
export function DateCell({ row, field }: { row: DateRow; field: DateField }) {
  const { timeZone, edits, results, baseDate, editDate } = useBulkDates();
  const value = currentDates(row, edits)[field];
  const id = cellId(row.id, field);
  const label = `${DATE_LABELS[field]}, ${rowLabel(row)}`;

  if (value === undefined) {
    const inherited = baseDate(row.assignmentId, field);
    return (
      <button
        type="button"
        id={id}
        className="bulk-date__inherit"
        aria-label={`${label}: same as the assignment, ${shown(inherited, timeZone)}. Override it`}
        onClick={() => {
          editDate(row, field, inherited);
          // The button gives way to a date input with the same id; keep the keyboard user in place.
          requestAnimationFrame(() => focusWhenRendered(id));
        }}
      >
        <span aria-hidden="true">As assignment</span>
      </button>
    );
  }

  const changed = changedFields(row, edits).includes(field);
  const result = results.get(row.id);
  const problem = result?.state === 'failed' && result.field === field ? result.message : undefined;
  const noteId = `${id}-note`;
  return (
    <div className={`bulk-date${changed ? ' bulk-date--changed' : ''}`}>
      <DateInput
        id={id}
        label={label}
        problem={problem !== undefined}
        describedBy={changed || problem ? noteId : undefined}
        value={value}
        timeZone={timeZone}
        onChange={(iso) => editDate(row, field, iso)}
      />
      {changed || problem ? (
        <span id={noteId} className={problem ? 'bulk-date__note bulk-date__note--error' : 'bulk-date__note'}>
          {problem ?? `Changed, was ${shown(row.dates[field], timeZone)}`}
        </span>
      ) : null}
    </div>
  );
}

/** A date column's header with the course zone's short name ("Due MT"); the note above the table names it in full. */
export function DateHeader({ field }: { field: DateField }) {
  const { timeZone } = useBulkDates();
  return (
    <>
      {DATE_LABELS[field]} <span className="bulk-zone-abbr">{timeZoneShortName(timeZone)}</span>
    </>
  );
}

interface DateInputProps {
  id: string;
  label: string;
  problem: boolean;
  describedBy: string | undefined;
  value: string | null;
  timeZone: string;
  onChange: (iso: string | null) => void;
}

/**
 * The browser's date-time field, showing exactly what is typed while it has focus: a value half typed
 * segment by segment (year "0002" on the way to "2026") must not be rewritten from the instant it stands for,
 * or the typing breaks. Every change is still recorded as it happens; on leaving, the field shows the record.
 */
function DateInput({ id, label, problem, describedBy, value, timeZone, onChange }: DateInputProps) {
  const [typing, setTyping] = useState<string | null>(null);
  const shown = typing ?? utcIsoToZonedLocal(value, timeZone);
  return (
    <input
      id={id}
      type="datetime-local"
      className="bulk-date__input"
      aria-label={label}
      aria-invalid={problem || undefined}
      aria-describedby={describedBy}
      data-empty={shown === '' || undefined}
      value={shown}
      onChange={(event) => {
        setTyping(event.target.value);
        onChange(inputValueToIso(event.target.value, value, timeZone));
      }}
      onBlur={() => setTyping(null)}
    />
  );
}
