import type { SectionRow } from './section-row';

export type SectionJsonOptions = {
  /** SIS ids are shown to callers with read_sis (docs/canvas-contract.md §7.10). */
  sis?: { courseSisId: string | null };
  totalStudents?: Map<number, number>;
};

/** Section JSON (docs/canvas-contract.md §7.10, Canvas's Api::V1::Section). */
export function sectionJson(section: SectionRow, options: SectionJsonOptions = {}) {
  return {
    id: section.id,
    course_id: section.course_id,
    name: section.name,
    start_at: section.start_at,
    end_at: section.end_at,
    created_at: section.created_at,
    restrict_enrollments_to_section_dates: section.restrict_enrollments_to_section_dates === 1,
    nonxlist_course_id: section.nonxlist_course_id,
    ...(options.sis
      ? {
          sis_section_id: section.sis_section_id,
          sis_course_id: options.sis.courseSisId,
          integration_id: null,
          sis_import_id: null,
        }
      : {}),
    ...(options.totalStudents ? { total_students: options.totalStudents.get(section.id) ?? 0 } : {}),
  };
}
