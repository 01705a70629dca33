import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { uniqueItems } from '@/api/http/paginated';
import type { TodoItem } from '@/api/schemas/todo';
import { todoQueries } from '@/api/todo';
import { Badge } from '@/components/badge';
import { formatDate } from '@/lib/dates';
import { LoadMore } from './load-more';

const itemKey = (item: TodoItem) => `${item.type}:${item.assignment?.id ?? item.quiz?.id ?? item.html_url}`;

/** The caller's to-do list in this course: grading for graders, submitting for students. */
export function TodoList({ courseId, timeZone }: { courseId: number; timeZone: string }) {
  const query = useSuspenseInfiniteQuery(todoQueries.course(courseId));
  const items = uniqueItems(query.data.pages, itemKey);
  if (items.length === 0) return <p className="text-muted">Nothing to do here right now.</p>;
  return (
    <>
      <ul className="panel-list">
        {items.map((item) => (
          <li key={itemKey(item)} className="panel-list__item">
            <TodoEntry item={item} timeZone={timeZone} />
          </li>
        ))}
      </ul>
      <LoadMore {...query} label="Show more to-dos" />
    </>
  );
}

function TodoEntry({ item, timeZone }: { item: TodoItem; timeZone: string }) {
  const name = item.assignment?.name ?? 'Untitled';
  const due = formatDate(item.assignment?.due_at, { timeZone, style: 'date-time' });
  const grading = item.type === 'grading';
  return (
    <>
      <div className="panel-list__main">
        <span className="panel-list__kind">{grading ? 'Grade' : 'Submit'}</span>
        <span className="panel-list__title">{name}</span>
        <span className="panel-list__meta">{due ? `Due ${due}` : 'No due date'}</span>
      </div>
      {grading && item.needs_grading_count !== undefined ? (
        <Badge tone="warning">{`${item.needs_grading_count.toLocaleString()} to grade`}</Badge>
      ) : null}
    </>
  );
}
