import { iso } from './controls.js';
import { caller, type Call } from './http.js';
import { uploadFile, type FileContent } from './upload.js';
import type { Assignment, CanvasFile, Course, DateInput, Section, Student, Submission, SubmissionType } from './types.js';

export type CourseOptions = { name?: string; course_code?: string; published?: boolean };
export type SectionOptions = { name?: string };
export type StudentOptions = { name?: string; section?: Section };
export type AssignmentOverride = ({ student_ids: number[] } | { course_section_id: number }) & { due_at: DateInput | null };
export type AssignmentOptions = {
  name?: string;
  due_at?: DateInput | null;
  points_possible?: number;
  submission_types?: SubmissionType[];
  published?: boolean;
  overrides?: AssignmentOverride[];
};
/** One of Canvas's submission kinds: a text entry, a URL, or a file the student uploads for it. */
export type SubmitContent = { body: string } | { url: string } | { file: FileContent };

/** Scenario steps over the real Canvas API: an admin sets up, a student submits with their own token. */
export type Factory = {
  course: (options?: CourseOptions) => Promise<Course>;
  section: (course: Course, options?: SectionOptions) => Promise<Section>;
  student: (course: Course, options?: StudentOptions) => Promise<Student>;
  assignment: (course: Course, options?: AssignmentOptions) => Promise<Assignment>;
  submit: (assignment: Assignment, student: Student, content: SubmitContent) => Promise<Submission>;
  grade: (assignment: Assignment, student: Student, grade: string | number) => Promise<Submission>;
  /** A file in a course's files (as the admin) or in a student's own files (as them). */
  upload: (owner: Course | Student, file: FileContent) => Promise<CanvasFile>;
};

type Account = { id: number; root_account_id: number | null; parent_account_id: number | null };

async function rootAccountId(admin: Call): Promise<number> {
  const accounts = await admin<Account[]>('GET', '/api/v1/accounts?per_page=100');
  const root = accounts.find((account) => account.parent_account_id === null);
  if (!root) throw new Error('the admin token administers no root account');
  return root.id;
}

const isStudent = (owner: Course | Student): owner is Student => 'token' in owner;

function submissionBlock(content: SubmitContent, fileId?: number) {
  if ('body' in content) return { submission_type: 'online_text_entry', body: content.body };
  if ('url' in content) return { submission_type: 'online_url', url: content.url };
  return { submission_type: 'online_upload', file_ids: [fileId] };
}

/** The factory of one test: the names it makes up count within the test, so they never clash in one run. */
export function createFactory(baseUrl: string, adminToken: string): Factory {
  const admin = caller(baseUrl, adminToken);
  let account: Promise<number> | undefined;
  let made = 0;
  const next = () => ++made;

  return {
    async course(options = {}) {
      account ??= rootAccountId(admin);
      const name = options.name ?? `Course ${next()}`;
      return admin<Course>('POST', `/api/v1/accounts/${await account}/courses`, {
        course: { name, course_code: options.course_code ?? name },
        offer: options.published ?? true,
      });
    },

    section: (course, options = {}) =>
      admin<Section>('POST', `/api/v1/courses/${course.id}/sections`, { course_section: { name: options.name ?? `Section ${next()}` } }),

    async student(course, options = {}) {
      account ??= rootAccountId(admin);
      const n = next();
      const name = options.name ?? `Student ${n}`;
      const login_id = `student${n}@lectern.test`;
      const user = await admin<{ id: number; name: string; sortable_name: string }>('POST', `/api/v1/accounts/${await account}/users`, {
        user: { name },
        pseudonym: { unique_id: login_id },
      });
      const { token } = await admin<{ token: string }>('POST', `/api/v1/users/${user.id}/tokens`, { token: { purpose: 'lectern/testing' } });
      const enrollment = await admin<{ id: number }>('POST', `/api/v1/courses/${course.id}/enrollments`, {
        enrollment: { user_id: user.id, type: 'StudentEnrollment', enrollment_state: 'active', course_section_id: options.section?.id },
      });
      return { id: user.id, name: user.name, sortable_name: user.sortable_name, login_id, token, enrollment_id: enrollment.id };
    },

    assignment(course, options = {}) {
      const { overrides, due_at, ...rest } = options;
      return admin<Assignment>('POST', `/api/v1/courses/${course.id}/assignments`, {
        assignment: {
          name: `Assignment ${next()}`,
          submission_types: ['online_text_entry'],
          points_possible: 10,
          published: true,
          ...rest,
          ...(due_at === undefined ? {} : { due_at: due_at === null ? null : iso(due_at) }),
          ...(overrides ? { assignment_overrides: overrides.map((o) => ({ ...o, due_at: o.due_at === null ? null : iso(o.due_at) })) } : {}),
        },
      });
    },

    async submit(assignment, student, content) {
      const path = `/api/v1/courses/${assignment.course_id}/assignments/${assignment.id}/submissions`;
      const file = 'file' in content ? await uploadFile(baseUrl, student.token, `${path}/self/files`, content.file) : undefined;
      return caller(baseUrl, student.token)<Submission>('POST', path, { submission: submissionBlock(content, file?.id) });
    },

    grade: (assignment, student, grade) =>
      admin<Submission>('PUT', `/api/v1/courses/${assignment.course_id}/assignments/${assignment.id}/submissions/${student.id}`, {
        submission: { posted_grade: String(grade) },
      }),

    upload: (owner, file) =>
      isStudent(owner)
        ? uploadFile(baseUrl, owner.token, '/api/v1/users/self/files', file)
        : uploadFile(baseUrl, adminToken, `/api/v1/courses/${owner.id}/files`, file),
  };
}
