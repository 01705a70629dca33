import { describe, expect, it } from 'vitest';
import type { Enrollment } from '@/api/schemas/enrollment';
import type { User } from '@/api/schemas/user';
import { isInSection, isPendingOnly, lastActivity, roleLabel, sectionNameMap, userRoles, userSections } from './person-facts';

function enrollment(overrides: Partial<Enrollment>): Enrollment {
  return {
    id: '1',
    user_id: '7',
    course_id: '1',
    course_section_id: '1',
    type: 'StudentEnrollment',
    role: 'StudentEnrollment',
    role_id: '3',
    enrollment_state: 'active',
    ...overrides,
  };
}

const user = (enrollments: Enrollment[]): User => ({
  id: '7',
  name: 'Chloe Adeyemi',
  sortable_name: 'Adeyemi, Chloe',
  short_name: 'Chloe',
  created_at: null,
  enrollments,
});

describe('person facts', () => {
  it('labels built-in and custom roles, once each', () => {
    expect(roleLabel({ type: 'TaEnrollment', role: 'TaEnrollment' })).toBe('TA');
    expect(roleLabel({ type: 'TeacherEnrollment', role: 'Co-teacher' })).toBe('Co-teacher');
    const twoSections = user([enrollment({ course_section_id: '1' }), enrollment({ id: '2', course_section_id: '2' })]);
    expect(userRoles(twoSections)).toEqual(['Student']);
    expect(userSections(twoSections, sectionNameMap([{ id: '1', name: 'Section 1', course_id: '1' }]))).toEqual(['Section 1', 'Section 2']);
    expect(isInSection(twoSections, '2')).toBe(true);
    expect(isInSection(twoSections, '3')).toBe(false);
    expect(isInSection(twoSections, undefined)).toBe(true);
  });

  it('finds the latest activity and pending invitations', () => {
    const person = user([
      enrollment({ last_activity_at: '2026-11-01T10:00:00Z' }),
      enrollment({ id: '2', last_activity_at: '2026-11-15T14:35:05Z' }),
      enrollment({ id: '3', last_activity_at: null }),
    ]);
    expect(lastActivity(person)).toBe('2026-11-15T14:35:05Z');
    expect(lastActivity(user([enrollment({ last_activity_at: null })]))).toBeNull();
    expect(isPendingOnly(user([enrollment({ enrollment_state: 'invited' })]))).toBe(true);
    expect(isPendingOnly(person)).toBe(false);
  });

  it('tells withheld activity (no field, as Canvas sends it to other students) from never active (null)', () => {
    expect(lastActivity(user([enrollment({})]))).toBeUndefined();
    expect(lastActivity(user([]))).toBeUndefined();
    expect(lastActivity(user([enrollment({}), enrollment({ id: '2', last_activity_at: null })]))).toBeNull();
  });
});
