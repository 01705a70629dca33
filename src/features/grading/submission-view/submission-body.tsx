import type { Submission } from '@/api/schemas/submission';
import { SafeHtml } from '@/components/safe-html';
import { AttachmentList } from './attachment-list';

const TYPE_LABELS: Record<string, string> = {
  online_quiz: 'Submitted as a quiz',
  discussion_topic: 'Submitted as discussion posts',
  basic_lti_launch: 'Submitted through an external tool',
  media_recording: 'Submitted as a media recording',
  online_upload: 'Submitted as files',
  student_annotation: 'Submitted as an annotation',
};

/** Only http(s) links are offered: a javascript: or data: URL from a student must never be one click away. */
function safeHttpUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The work of one attempt: the text entry (sanitized), the URL as an external link, and the files. */
export function SubmissionBody({ attempt }: { attempt: Submission }) {
  const type = attempt.submission_type ?? '';
  const url = safeHttpUrl(attempt.url);
  const files = attempt.attachments ?? [];
  return (
    <div className="submission-view__body">
      {type === 'online_text_entry' && attempt.body ? (
        <SafeHtml html={attempt.body} className="submission-view__text" headingLevel={3} />
      ) : null}
      {type === 'online_url' ? (
        url ? (
          <p className="submission-view__url">
            <a href={url} target="_blank" rel="noopener noreferrer">
              {url}
            </a>
          </p>
        ) : (
          <p className="submission-view__note">The submitted address is not a web link: {attempt.url}</p>
        )
      ) : null}
      {type !== 'online_text_entry' && type !== 'online_url' && files.length === 0 ? (
        <p className="submission-view__note">
          {TYPE_LABELS[type] ?? 'Submitted'}
          {url && type !== 'online_upload' ? (
            <>
              {' '}
              (
              <a href={url} target="_blank" rel="noopener noreferrer">
                open
              </a>
              )
            </>
          ) : null}
        </p>
      ) : null}
      {files.length > 0 ? <AttachmentList files={files} /> : null}
    </div>
  );
}
