import { useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query';
import { activityQueries } from '@/api/activity';
import { uniqueItems } from '@/api/http/paginated';
import type { ActivityItem } from '@/api/schemas/activity';
import { htmlToText } from '@/components/safe-html';
import { formatDate } from '@/lib/dates';
import { ItemTitle } from './item-title';
import { LoadMore } from './load-more';
import { assignmentPath, type HomePanelProps } from './todo-panel';
import type { CanvasId } from '@/api/schemas/ids';

/** Stream item types in instructors' words (§2.16); an unknown type shows as it came. */
const TYPE_LABELS: Record<string, { one: string; many: string }> = {
  Announcement: { one: 'Announcement', many: 'Announcements' },
  DiscussionTopic: { one: 'Discussion', many: 'Discussions' },
  DiscussionEntry: { one: 'Discussion reply', many: 'Discussion replies' },
  Conversation: { one: 'Conversation', many: 'Conversations' },
  Message: { one: 'Notification', many: 'Notifications' },
  Submission: { one: 'Submission', many: 'Submissions' },
  WebConference: { one: 'Conference', many: 'Conferences' },
  Conference: { one: 'Conference', many: 'Conferences' },
  Collaboration: { one: 'Collaboration', many: 'Collaborations' },
  AssessmentRequest: { one: 'Peer review', many: 'Peer reviews' },
};

const typeLabel = (type: string) => TYPE_LABELS[type] ?? { one: type, many: type };

/** Counts by type as chips, e.g. "Submissions 3 · 2 unread". */
export function ActivitySummary({ courseId }: { courseId: CanvasId }) {
  const { data: summary } = useSuspenseQuery(activityQueries.summary(courseId));
  if (summary.length === 0) return null;
  return (
    <ul className="count-chips" aria-label="Activity by type">
      {summary.map((entry) => (
        <li key={`${entry.type}:${entry.notification_category ?? ''}`} className="count-chip">
          <span>{typeLabel(entry.type).many}</span>
          <span className="count-chip__count">{entry.count}</span>
          {entry.unread_count > 0 ? <span className="count-chip__unread">{`${entry.unread_count} unread`}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** The caller's recent activity; submissions open their assignment's page. */
export function ActivityStream({ courseId, timeZone }: HomePanelProps) {
  const query = useSuspenseInfiniteQuery(activityQueries.stream(courseId));
  const items = uniqueItems(query.data.pages, (item) => item.id);
  if (items.length === 0) return <p className="text-muted">No recent activity.</p>;
  return (
    <>
      <ul className="panel-list">
        {items.map((item) => (
          <li key={item.id} className="panel-list__item">
            <ActivityEntry
              item={item}
              timeZone={timeZone}
              href={item.type === 'Submission' && item.assignment_id !== undefined ? assignmentPath(courseId, item.assignment_id) : null}
            />
          </li>
        ))}
      </ul>
      <LoadMore {...query} label="Show more activity" />
      <p className="panel-list__note">
        Submissions open their assignment. Announcements, discussions and messages are read in Canvas; Lectern has no pages for them yet.
      </p>
    </>
  );
}

function ActivityEntry({ item, timeZone, href }: { item: ActivityItem; timeZone: string; href: string | null }) {
  const excerpt = item.message ? htmlToText(item.message) : '';
  return (
    <div className="panel-list__main">
      <span className="panel-list__kind">
        {typeLabel(item.type).one}
        {item.read_state === false ? <span className="unread-dot"> · Unread</span> : null}
      </span>
      <ItemTitle href={href}>{item.title ?? 'Untitled'}</ItemTitle>
      {excerpt ? <span className="panel-list__excerpt">{excerpt}</span> : null}
      <span className="panel-list__meta">{formatDate(item.created_at, { timeZone, style: 'date-time' })}</span>
    </div>
  );
}
