import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import {
  canConcludeCourse,
  canDeleteCourse,
  canManageSettings,
  canReadAsAdmin,
  canReadRoster,
  canResetCourse,
  coursePermissionQueries,
} from '@/api/course-permissions';
import { courseQueries } from '@/api/courses';

/** Course sections, in Canvas's order. Later slices add Files, Grading, Navigation. */
const COURSE_SECTIONS = [
  { path: '', label: 'Home' },
  { path: '/assignments', label: 'Assignments' },
  // Everyone enrolled may read course files; the server leaves out what a student may not see.
  { path: '/files', label: 'Files' },
] as const;

/** Sections only some roles can use; hidden until the permissions are known, so links never vanish. */
const PERMITTED_SECTIONS = [
  { path: '/people', label: 'People', isAllowed: canReadRoster },
  { path: '/due-dates', label: 'Due dates', isAllowed: canReadAsAdmin },
  { path: '/settings', label: 'Settings', isAllowed: canManageSettings },
] as const;

export function CourseSidebar({ courseId }: { courseId: number }) {
  const { data: course } = useQuery(courseQueries.detail(courseId));
  const { data: permissions } = useQuery(coursePermissionQueries.detail(courseId));
  const showDangerZone =
    course !== undefined &&
    (canConcludeCourse(permissions) || canResetCourse(permissions) || canDeleteCourse(permissions, course.workflow_state));
  return (
    <nav aria-label="Course" className="course-nav">
      <p className="course-nav__title" title={course?.name}>
        {course?.course_code ?? '\u00a0'}
      </p>
      <ul className="course-nav__list">
        {COURSE_SECTIONS.map((section) => (
          <li key={section.label}>
            <NavLink to={`/courses/${courseId}${section.path}`} end={section.path === ''} className="course-nav__link">
              {section.label}
            </NavLink>
          </li>
        ))}
        {PERMITTED_SECTIONS.filter((section) => section.isAllowed(permissions)).map((section) => (
          <li key={section.label}>
            <NavLink to={`/courses/${courseId}${section.path}`} className="course-nav__link">
              {section.label}
            </NavLink>
          </li>
        ))}
        {showDangerZone ? (
          <li>
            <NavLink to={`/courses/${courseId}/danger`} className="course-nav__link">
              Danger zone
            </NavLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
