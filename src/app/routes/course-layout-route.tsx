import { Outlet, useParams } from 'react-router';
import { CourseSidebar } from '../layout/course-sidebar';
import { parseIdParam } from '../route-params';


function CourseLayoutRoute() {
  const courseId = parseIdParam(useParams().courseId);
  return (
    <div className="course-layout">
      <CourseSidebar courseId={courseId} />
      <div className="course-layout__content">
        <Outlet />
      </div>
    </div>
  );
}

export { CourseLayoutRoute as Component };
