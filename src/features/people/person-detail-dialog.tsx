import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button as AriaButton, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Link } from 'react-router';
import { courseUserQueries } from '@/api/course-users';
import { isCanvasApiError } from '@/api/http/canvas-api-error';
import type { Enrollment } from '@/api/schemas/enrollment';
import type { User } from '@/api/schemas/user';
import { Avatar } from '@/components/avatar';
import { Badge, type BadgeTone } from '@/components/badge';
import { ErrorView } from '@/components/error-view';
import { Spinner } from '@/components/spinner';
import { formatDuration } from '@/lib/duration';
import { WhenCell } from './people-columns';
import { enrollmentStateLabel, roleLabel, sectionName, type SectionNames } from './person-facts';
import type { CanvasId } from '@/api/schemas/ids';

export interface PersonDetailDialogProps {
  courseId: CanvasId;
  userId: CanvasId;
  sectionNames: SectionNames;
  timeZone: string | undefined;
  /** Account admins get a link to every course of the person. */
  isAdmin: boolean;
  onClose: () => void;
}

/** A side sheet with one person's enrollments in the course (GET /courses/:id/users/:user_id, §2.11). */
export function PersonDetailDialog({ courseId, userId, sectionNames, timeZone, isAdmin, onClose }: PersonDetailDialogProps) {
  const query = useQuery(courseUserQueries.detail(courseId, userId));
  const user = query.data;
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onClose()} className="sheet-overlay">
      <Modal className="sheet">
        <Dialog className="sheet__dialog">
          <div className="sheet__header">
            {/* Always rendered: the dialog takes its name from this heading when it first mounts. */}
            <Heading slot="title" className="sheet__title">
              {user?.name ?? 'Person details'}
            </Heading>
            <AriaButton slot="close" className="sheet__close" aria-label="Close details">
              <span aria-hidden="true">×</span>
            </AriaButton>
          </div>
          <div className="sheet__body">
            {query.isPending ? <Spinner label="Loading details…" /> : null}
            {query.isError ? (
              <ErrorView
                error={query.error}
                title={isCanvasApiError(query.error) && query.error.isNotFound ? 'This person is not in the course' : undefined}
                message={
                  isCanvasApiError(query.error) && query.error.isNotFound
                    ? 'They may have been removed, or their section is hidden from you.'
                    : undefined
                }
                onRetry={() => void query.refetch()}
              />
            ) : null}
            {user ? <PersonDetails user={user} sectionNames={sectionNames} timeZone={timeZone} isAdmin={isAdmin} /> : null}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function PersonDetails({ user, sectionNames, timeZone, isAdmin }: { user: User; sectionNames: SectionNames; timeZone?: string; isAdmin: boolean }) {
  const enrollments = user.enrollments ?? [];
  const [now] = useState(() => new Date());
  const contact = user.email ?? user.login_id;
  return (
    <>
      <div className="person-summary">
        <Avatar name={user.name} src={user.avatar_url} size="lg" />
        <div className="person-summary__text">
          {user.pronouns ? <p className="text-muted">{user.pronouns}</p> : null}
          {contact ? <p className="person-summary__contact">{contact}</p> : null}
          {user.sortable_name !== user.name ? <p className="text-muted">Sorted as {user.sortable_name}</p> : null}
        </div>
      </div>
      <h3 className="sheet__section-title">Enrollments in this course</h3>
      {enrollments.length === 0 ? (
        <p className="text-muted">No current enrollments.</p>
      ) : (
        <ul className="enrollment-list">
          {enrollments.map((enrollment) => (
            <EnrollmentItem key={enrollment.id} enrollment={enrollment} sectionNames={sectionNames} timeZone={timeZone} now={now} />
          ))}
        </ul>
      )}
      {isAdmin ? (
        <Link to={`/users/${user.id}/courses`} className="sheet__link">
          View all courses of {user.name}
        </Link>
      ) : null}
    </>
  );
}

const STATE_TONES: Record<string, BadgeTone> = { active: 'success', invited: 'warning', creation_pending: 'warning', inactive: 'neutral', completed: 'info' };

interface EnrollmentItemProps {
  enrollment: Enrollment;
  sectionNames: SectionNames;
  timeZone?: string;
  now: Date;
}

function EnrollmentItem({ enrollment, sectionNames, timeZone, now }: EnrollmentItemProps) {
  return (
    <li className="enrollment-card">
      <div className="enrollment-card__head">
        <span className="enrollment-card__role">{roleLabel(enrollment)}</span>
        <Badge tone={STATE_TONES[enrollment.enrollment_state] ?? 'neutral'}>{enrollmentStateLabel(enrollment.enrollment_state)}</Badge>
      </div>
      <dl className="enrollment-card__facts">
        <div>
          <dt>Section</dt>
          <dd>{sectionName(enrollment.course_section_id, sectionNames)}</dd>
        </div>
        {/* Canvas sends activity only to the person themself and to read_reports callers: nothing to say otherwise. */}
        {enrollment.last_activity_at !== undefined ? (
          <div>
            <dt>Last activity</dt>
            <dd>
              <WhenCell iso={enrollment.last_activity_at} timeZone={timeZone} now={now} />
            </dd>
          </div>
        ) : null}
        {enrollment.total_activity_time !== undefined ? (
          <div>
            <dt>Total activity</dt>
            <dd>{formatDuration(enrollment.total_activity_time) ?? <span className="text-muted">Not reported</span>}</dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}
