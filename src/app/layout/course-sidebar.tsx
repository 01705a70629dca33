import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import {
  canConcludeCourse,
  canReadAllSubmissions,
  canDeleteCourse,
  canManageSettings,
  canReadAsAdmin,
  canReadRoster,
  canResetCourse,
  coursePermissionQueries,
} from '@/api/course-permissions';
import { courseQueries } from '@/api/courses';
import type { CoursePermissions } from '@/api/schemas/course-actions';
import type { Tab } from '@/api/schemas/tab';
import { tabQueries } from '@/api/tabs';
import '@/styles/navigation.css';
import type { CanvasId } from '@/api/schemas/ids';

interface Section {
  id: string;
  path: string;
  label: string;
  hidden?: boolean;
}

/**
 * The Canvas tabs Lectern has a page for, with the right each page needs on top of the server's listing. Tabs
 * Lectern has no page for (announcements, discussions, modules, …) are left out of the menu.
 */
const TAB_PAGES: Record<string, { path: string; isAllowed?: (permissions: CoursePermissions | undefined) => boolean }> = {
  home: { path: '' },
  assignments: { path: '/assignments' },
  // Lectern's Grades page is the staff gradebook; a student's own grades are on the course home.
  grades: { path: '/gradebook', isAllowed: canReadAllSubmissions },
  // The server leaves out the files a student may not see.
  files: { path: '/files' },
  people: { path: '/people', isAllowed: canReadRoster },
  settings: { path: '/settings', isAllowed: canManageSettings },
};

/** Canvas's default order, used when the tabs cannot be read (an older Canvas, a failed request). */
const DEFAULT_TABS = [
  { id: 'home', label: 'Home' },
  { id: 'assignments', label: 'Assignments' },
  { id: 'grades', label: 'Grades' },
  { id: 'people', label: 'People' },
  { id: 'files', label: 'Files' },
  { id: 'settings', label: 'Settings' },
];

function tabSections(tabs: readonly Tab[] | undefined, permissions: CoursePermissions | undefined): Section[] {
  const listed: readonly Pick<Tab, 'id' | 'label' | 'hidden'>[] = tabs ?? DEFAULT_TABS;
  return listed.flatMap((tab) => {
    const page = TAB_PAGES[tab.id];
    if (!page || (page.isAllowed && !page.isAllowed(permissions))) return [];
    return [{ id: tab.id, path: page.path, label: tab.label, hidden: tab.hidden === true }];
  });
}

/**
 * The course menu, in the order the course's tabs have (GET /courses/:id/tabs): students get no hidden tab from
 * the server, teachers see them marked. Lectern-only pages follow for those permitted. Nothing shows until the
 * tabs and permissions are known, so a link never appears and then vanishes.
 */
export function CourseSidebar({ courseId }: { courseId: CanvasId }) {
  const { data: course } = useQuery(courseQueries.detail(courseId));
  const { data: permissions } = useQuery(coursePermissionQueries.detail(courseId));
  const tabs = useQuery(tabQueries.course(courseId));
  const showDangerZone =
    course !== undefined &&
    (canConcludeCourse(permissions) || canResetCourse(permissions) || canDeleteCourse(permissions, course.workflow_state));
  const sections: Section[] = tabs.isPending ? [] : tabSections(tabs.data, permissions);
  if (canReadAsAdmin(permissions)) sections.push({ id: 'due-dates', path: '/due-dates', label: 'Due dates' });
  if (showDangerZone) sections.push({ id: 'danger', path: '/danger', label: 'Danger zone' });
  return (
    <nav aria-label="Course" className="course-nav">
      <p className="course-nav__title" title={course?.name}>
        {course?.course_code ?? '\u00a0'}
      </p>
      <ul className="course-nav__list">
        {sections.map((section) => (
          <li key={section.id}>
            <NavLink to={`/courses/${courseId}${section.path}`} end={section.path === ''} className="course-nav__link">
              {section.label}
              {/* Teachers still reach a hidden tab's page; the mark says students don't see it. */}
              {section.hidden ? <span className="course-nav__hidden"> Hidden</span> : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
