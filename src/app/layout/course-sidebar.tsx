import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import { courseQueries } from '@/api/courses';

/** Course sections, in Canvas's order. Later slices add People, Settings, Files, Assignments, Grading, Navigation. */
const COURSE_SECTIONS = [{ path: '', label: 'Home' }] as const;

export function CourseSidebar({ courseId }: { courseId: number }) {
  const { data: course } = useQuery(courseQueries.detail(courseId));
  return (
    <nav aria-label="Course" className="course-nav">
      <p className="course-nav__title" title={course?.name}>
        {course?.course_code ?? '\u00a0'}
      </p>
      <ul className="course-nav__list">
        {COURSE_SECTIONS.map((section) => (
          <li key={section.label}>
            <NavLink to={`/courses/${courseId}${section.path}`} end className="course-nav__link">
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
