import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Assignment } from '@/api/schemas/assignment';
import type { AssignmentOverride } from '@/api/schemas/assignment-override';
import { formatDueFull } from '@/lib/due-date-format';
import type { CanvasId } from '@/api/schemas/ids';

type Dates = Pick<AssignmentOverride, 'due_at' | 'unlock_at' | 'lock_at'>;

export interface AssignmentDatesProps {
  courseId: CanvasId;
  assignment: Assignment;
  /** The assignment's overrides; omitted for a student, who sees only the dates that apply to them. */
  overrides?: readonly AssignmentOverride[];
  timeZone: string | undefined;
  /** Student names by id, to name an individual override's students; its title stands in until they load. */
  studentNames?: ReadonlyMap<CanvasId, string>;
}

/** Each set of dates and whom it is for: the assignment's own ("Everyone"), then each override's. */
export function AssignmentDates({ courseId, assignment, overrides, timeZone, studentNames }: AssignmentDatesProps) {
  const everyoneLabel = overrides?.length ? 'Everyone else' : 'Everyone';
  return (
    <section className="card" aria-labelledby="assignment-dates-heading">
      <h2 id="assignment-dates-heading" className="card__title">
        {overrides ? 'Dates' : 'Your dates'}
      </h2>
      <p className="text-muted date-sets__zone">Times are in the course’s time zone{timeZone ? ` (${timeZone})` : ''}.</p>
      <ul className="date-sets">
        {overrides === undefined ? (
          <DateSet who="You" dates={assignment} timeZone={timeZone} />
        ) : assignment.only_visible_to_overrides ? null : (
          <DateSet who={everyoneLabel} dates={assignment} timeZone={timeZone} />
        )}
        {overrides?.map((override) => (
          <DateSet key={override.id} who={<OverrideTarget courseId={courseId} override={override} studentNames={studentNames} />} dates={override} base={assignment} timeZone={timeZone} />
        ))}
      </ul>
      {overrides && assignment.only_visible_to_overrides ? (
        <p className="text-muted">Only the students, sections and groups above are assigned.</p>
      ) : null}
    </section>
  );
}

interface OverrideTargetProps {
  courseId: CanvasId;
  override: AssignmentOverride;
  studentNames: ReadonlyMap<CanvasId, string> | undefined;
}

function OverrideTarget({ courseId, override, studentNames }: OverrideTargetProps) {
  if (override.course_section_id !== undefined) {
    return <Link to={`/courses/${courseId}/sections/${override.course_section_id}`}>{`Section: ${override.title}`}</Link>;
  }
  if (override.group_id !== undefined) return <Link to={`/groups/${override.group_id}`}>{`Group: ${override.title}`}</Link>;
  const names = override.student_ids?.map((id) => studentNames?.get(id));
  const named = names?.length && names.every((name) => name !== undefined) ? names.join(', ') : override.title;
  return <>{`Students: ${named}`}</>;
}

interface DateSetProps {
  who: ReactNode;
  dates: Dates;
  /** For an override: a date it leaves out is the assignment's. */
  base?: Dates;
  timeZone: string | undefined;
}

function DateSet({ who, dates, base, timeZone }: DateSetProps) {
  const show = (key: keyof Dates, none: string) => {
    const value = dates[key];
    if (value === undefined && base) return <span className="text-muted">Assignment’s date</span>;
    return value ? formatDueFull(value, timeZone) : <span className="text-muted">{none}</span>;
  };
  return (
    <li className="date-set">
      <p className="date-set__who">{who}</p>
      <dl className="date-set__dates">
        <div>
          <dt>Due</dt>
          <dd>{show('due_at', 'No due date')}</dd>
        </div>
        <div>
          <dt>Available from</dt>
          <dd>{show('unlock_at', 'Any time')}</dd>
        </div>
        <div>
          <dt>Until</dt>
          <dd>{show('lock_at', 'No end')}</dd>
        </div>
      </dl>
    </li>
  );
}
