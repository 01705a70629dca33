import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { uniqueItems } from '@/api/http/paginated';
import type { TodoItem } from '@/api/schemas/todo';
import { todoQueries } from '@/api/todo';
import { Badge } from '@/components/badge';
import { formatDate } from '@/lib/dates';
import { ItemTitle } from './item-title';
import { LoadMore } from './load-more';
import type { CanvasId } from '@/api/schemas/ids';

const itemKey = (item: TodoItem) => `${item.type}:${item.assignment?.id ?? item.quiz?.id ?? item.html_url}`;

export interface HomePanelProps {
  courseId: CanvasId;
  timeZone: string;
}

/** An assignment's page: everyone who sees the item may open it (a student sees their own dates there). */
export const assignmentPath = (courseId: CanvasId, assignmentId: CanvasId) => `/courses/${courseId}/assignments/${assignmentId}`;

/**
 * The caller's to-do list in this course: grading for graders, submitting for students. An item opens its
 * assignment's page; grading and submitting themselves are not in Lectern yet, and the panel says so.
 */
export function TodoList({ courseId, timeZone }: HomePanelProps) {
  const query = useSuspenseInfiniteQuery(todoQueries.course(courseId));
  const items = uniqueItems(query.data.pages, itemKey);
  if (items.length === 0) return <p className="text-muted">Nothing to do here right now.</p>;
  return (
    <>
      <ul className="panel-list">
        {items.map((item) => (
          <li key={itemKey(item)} className="panel-list__item">
            <TodoEntry item={item} timeZone={timeZone} href={item.assignment ? assignmentPath(courseId, item.assignment.id) : null} />
          </li>
        ))}
      </ul>
      <LoadMore {...query} label="Show more to-dos" />
      <p className="panel-list__note">
        Items open their assignment. Grading and submitting happen in Canvas for now.
      </p>
    </>
  );
}

function TodoEntry({ item, timeZone, href }: { item: TodoItem; timeZone: string; href: string | null }) {
  const name = item.assignment?.name ?? 'Untitled';
  const due = formatDate(item.assignment?.due_at, { timeZone, style: 'date-time' });
  const grading = item.type === 'grading';
  return (
    <>
      <div className="panel-list__main">
        <span className="panel-list__kind">{grading ? 'Grade' : 'Submit'}</span>
        <ItemTitle href={href}>{name}</ItemTitle>
        <span className="panel-list__meta">{due ? `Due ${due}` : 'No due date'}</span>
      </div>
      {grading && item.needs_grading_count !== undefined ? (
        <Badge tone="warning">{`${item.needs_grading_count.toLocaleString()} to grade`}</Badge>
      ) : null}
    </>
  );
}
