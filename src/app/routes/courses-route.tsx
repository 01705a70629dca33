import { PageHeader } from '@/components/page-header';
import { AccountCoursesLink } from '@/features/courses/account-courses-link';
import { CourseList } from '@/features/courses/course-list';
import { NewCourseButton } from '@/features/courses/new-course-button';


function CoursesRoute() {
  return (
    <div className="page page--fill">
      <title>Courses · Lectern</title>
      <PageHeader
        title="Courses"
        description="Courses you are enrolled in, as teacher, TA, designer, student or observer."
        actions={
          <>
            <AccountCoursesLink />
            <NewCourseButton />
          </>
        }
      />
      <CourseList owner="caller" emptyAction={<AccountCoursesLink variant="primary" />} />
    </div>
  );
}

export { CoursesRoute as Component };
