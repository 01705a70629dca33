import type { AppContext } from '../../canvas/context';
import { requestOrigin } from '../../canvas/urls';
import type { StreamItemRow } from './activity.store';
import { streamSubmission, type StreamSubmissionOptions } from './stream-submission';

/** Activity stream items as `Api::V1::StreamItem#stream_item_json` renders them (docs/canvas-contract.md §2.16). */

type Data = Record<string, unknown>;

function parseData(text: string): Data {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Data) : {};
  } catch {
    return {};
  }
}

const idOf = (data: Data, key: string): number | null => {
  const value = data[key] ?? data.asset_id;
  return typeof value === 'number' ? value : null;
};

/** Type-specific keys with Canvas's defaults, and where the item lives in the web UI. */
function typeFields(row: StreamItemRow, data: Data, origin: string): Data {
  const course = `${origin}/courses/${row.course_id}`;
  const discussion = (idKey: string, path: string): Data => {
    const id = idOf(data, idKey);
    return {
      [idKey]: id,
      html_url: `${course}/${path}/${id}`,
      total_root_discussion_entries: data.total_root_discussion_entries ?? 0,
      require_initial_post: data.require_initial_post ?? false,
      user_has_posted: data.user_has_posted ?? null,
      root_discussion_entries: data.root_discussion_entries ?? [],
    };
  };
  switch (row.asset_type) {
    case 'DiscussionTopic':
      return discussion('discussion_topic_id', 'discussion_topics');
    case 'Announcement':
      return discussion('announcement_id', 'announcements');
    case 'Conversation': {
      const id = idOf(data, 'conversation_id');
      return {
        conversation_id: id,
        private: data.private ?? false,
        participant_count: data.participant_count ?? 0,
        html_url: `${origin}/conversations/${id}`,
        ...(Array.isArray(data.latest_messages) && data.latest_messages.length > 0 ? { latest_messages: data.latest_messages } : {}),
      };
    }
    case 'Message': {
      const raw = typeof data.url === 'string' ? data.url : null;
      const url = raw && raw.startsWith('/') ? `${origin}${raw}` : raw;
      return { message_id: idOf(data, 'message_id'), notification_category: row.notification_category, html_url: url, url };
    }
    case 'WebConference': {
      const id = idOf(data, 'web_conference_id');
      return { web_conference_id: id, html_url: `${course}/conferences/${id}` };
    }
    case 'Collaboration': {
      const id = idOf(data, 'collaboration_id');
      return { collaboration_id: id, html_url: `${course}/collaborations/${id}` };
    }
    case 'AssessmentRequest':
      return {
        assessment_request_id: idOf(data, 'assessment_request_id'),
        html_url: `${course}/assignments/${String(data.assignment_id)}/submissions/${String(data.user_id)}`,
      };
    case 'DiscussionEntry':
      return { author_name: data.author_name ?? null };
    default:
      return {};
  }
}

export function streamItemJson(c: AppContext, row: StreamItemRow, options: StreamSubmissionOptions) {
  const data = parseData(row.data);
  const common = {
    created_at: row.created_at,
    updated_at: row.updated_at,
    id: row.id,
    title: row.title,
    message: row.message,
    type: row.asset_type,
    read_state: row.read_state === 1,
    context_type: 'Course',
    course_id: row.course_id,
  };
  if (row.asset_type === 'Submission') {
    const submissionId = idOf(data, 'submission_id');
    const submission = submissionId === null ? undefined : streamSubmission(c, submissionId, options);
    if (submission) {
      // The Submission JSON's own id gives way to the stream item's; the title is the assignment's name.
      return { ...common, ...submission, id: row.id, title: submission.assignment.name, submission_id: submissionId };
    }
    return { ...common, submission_id: submissionId };
  }
  return { ...common, ...typeFields(row, data, requestOrigin(c)) };
}
