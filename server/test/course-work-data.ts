import type { Db } from '../canvas/context';

const T = '2026-01-10T12:00:00Z';

type Row = Record<string, string | number | null>;
type Dates = { dueAt?: string | null; lockAt?: string | null; unlockAt?: string | null };
type AssignmentSeed = Dates & {
  name?: string;
  published?: boolean;
  types?: string[];
  onlyVisibleToOverrides?: boolean;
  groupCategoryId?: number | null;
  createdAt?: string;
};
type OverrideTarget = { students: number[] } | { sectionId: number } | { groupId: number };
type SubmissionSeed = { type?: string | null; state?: string; score?: number | null; submittedAt?: string | null; postedAt?: string | null };
type StreamSeed = { type: string; title?: string | null; message?: string | null; data?: unknown; category?: string | null; createdAt?: string };

/** Builders for assignments, overrides, groups, submissions, logins and stream items in API tests. */
export class CourseWorkData {
  private readonly groupsByCourse = new Map<number, number>();
  constructor(private readonly db: Db) {}

  insert(table: string, row: Row): number {
    const columns = Object.keys(row);
    const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`;
    return Number(this.db.prepare(sql).run(row).lastInsertRowid);
  }

  private assignmentGroup(courseId: number): number {
    const existing = this.groupsByCourse.get(courseId);
    if (existing) return existing;
    const id = this.insert('assignment_groups', { course_id: courseId, name: 'Assignments', position: 1, created_at: T, updated_at: T });
    this.groupsByCourse.set(courseId, id);
    return id;
  }

  assignment(courseId: number, seed: AssignmentSeed = {}): number {
    return this.insert('assignments', {
      course_id: courseId,
      assignment_group_id: this.assignmentGroup(courseId),
      name: seed.name ?? 'Essay',
      position: 1,
      points_possible: 10,
      submission_types: JSON.stringify(seed.types ?? ['online_upload']),
      due_at: seed.dueAt ?? null,
      lock_at: seed.lockAt ?? null,
      unlock_at: seed.unlockAt ?? null,
      workflow_state: seed.published === false ? 'unpublished' : 'published',
      only_visible_to_overrides: seed.onlyVisibleToOverrides ? 1 : 0,
      group_category_id: seed.groupCategoryId ?? null,
      created_at: seed.createdAt ?? T,
      updated_at: seed.createdAt ?? T,
    });
  }

  /** An override; a date key that is present (even null) is overridden, an absent one is not. */
  override(assignmentId: number, target: OverrideTarget, dates: Dates = {}): number {
    const setType = 'students' in target ? 'ADHOC' : 'sectionId' in target ? 'CourseSection' : 'Group';
    const setId = 'sectionId' in target ? target.sectionId : 'groupId' in target ? target.groupId : null;
    const id = this.insert('assignment_overrides', {
      assignment_id: assignmentId,
      title: setType,
      set_type: setType,
      set_id: setId,
      due_at: dates.dueAt ?? null,
      due_at_overridden: 'dueAt' in dates ? 1 : 0,
      lock_at: dates.lockAt ?? null,
      lock_at_overridden: 'lockAt' in dates ? 1 : 0,
      unlock_at: dates.unlockAt ?? null,
      unlock_at_overridden: 'unlockAt' in dates ? 1 : 0,
      created_at: T,
      updated_at: T,
    });
    if ('students' in target) {
      for (const userId of target.students) {
        this.insert('assignment_override_students', { assignment_override_id: id, assignment_id: assignmentId, user_id: userId });
      }
    }
    return id;
  }

  groupCategory(courseId: number, name = 'Project Groups'): number {
    return this.insert('group_categories', { course_id: courseId, name, created_at: T });
  }

  group(courseId: number, categoryId: number, name: string, members: number[]): number {
    const id = this.insert('groups', { group_category_id: categoryId, course_id: courseId, name, created_at: T });
    for (const userId of members) this.insert('group_memberships', { group_id: id, user_id: userId });
    return id;
  }

  submission(assignmentId: number, userId: number, seed: SubmissionSeed = {}): number {
    const type = seed.type === undefined ? 'online_upload' : seed.type;
    return this.insert('submissions', {
      assignment_id: assignmentId,
      user_id: userId,
      attempt: type ? 1 : null,
      submission_type: type,
      submitted_at: seed.submittedAt === undefined ? (type ? T : null) : seed.submittedAt,
      workflow_state: seed.state ?? (type ? 'submitted' : 'unsubmitted'),
      score: seed.score ?? null,
      posted_at: seed.postedAt ?? null,
      created_at: T,
      updated_at: T,
    });
  }

  login(userId: number, at: string): void {
    this.insert('logins', { user_id: userId, logged_in_at: at });
  }

  /** A stream item delivered to `to` as [userId, read, hidden?]. */
  streamItem(courseId: number, seed: StreamSeed, to: [number, boolean, boolean?][]): number {
    const at = seed.createdAt ?? T;
    const id = this.insert('stream_items', {
      course_id: courseId,
      asset_type: seed.type,
      title: seed.title ?? null,
      message: seed.message ?? null,
      data: JSON.stringify(seed.data ?? {}),
      notification_category: seed.category ?? null,
      created_at: at,
      updated_at: at,
    });
    for (const [userId, read, hidden] of to) {
      this.insert('stream_item_instances', { stream_item_id: id, user_id: userId, read_state: read ? 1 : 0, hidden: hidden ? 1 : 0 });
    }
    return id;
  }
}
