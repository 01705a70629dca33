import { describe, expect, it } from 'vitest';
import { canConcludeCourse, canDeleteCourse, canEditCourse, canPublishCourse, canResetCourse } from './course-permissions';

describe('course abilities', () => {
  it('reads nothing as allowed while permissions are unknown', () => {
    for (const check of [canEditCourse, canPublishCourse, canConcludeCourse, canResetCourse]) expect(check(undefined)).toBe(false);
    expect(canDeleteCourse(undefined, 'unpublished')).toBe(false);
  });

  it('accepts the old and the granular rights', () => {
    expect(canPublishCourse({ manage_courses_publish: true })).toBe(true);
    expect(canConcludeCourse({ manage_courses_conclude: true })).toBe(true);
    expect(canConcludeCourse({ change_course_state: true })).toBe(true);
    expect(canResetCourse({ manage_courses_reset: true })).toBe(true);
    expect(canEditCourse({ manage_course_content_edit: true })).toBe(true);
    expect(canEditCourse({ read: true })).toBe(false);
  });

  it('lets state changers delete only unpublished courses; the delete right always', () => {
    expect(canDeleteCourse({ change_course_state: true }, 'unpublished')).toBe(true);
    expect(canDeleteCourse({ change_course_state: true }, 'available')).toBe(false);
    expect(canDeleteCourse({ delete: true }, 'available')).toBe(true);
    expect(canDeleteCourse({ manage_courses_delete: true }, 'completed')).toBe(true);
  });
});
