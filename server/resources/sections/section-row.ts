/** A row of course_sections. */
export type SectionRow = {
  id: number;
  course_id: number;
  nonxlist_course_id: number | null;
  name: string;
  sis_section_id: string | null;
  start_at: string | null;
  end_at: string | null;
  restrict_enrollments_to_section_dates: number;
  workflow_state: string;
  created_at: string;
};
