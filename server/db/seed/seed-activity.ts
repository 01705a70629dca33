import { DEMO_IDS } from './demo-ids';
import type { SeedContext } from './seed-context';
import type { Roster } from './seed-roster';

type Recipients = [userId: number, read: boolean][];

type Item = {
  assetType: 'Announcement' | 'DiscussionTopic' | 'Submission' | 'Message';
  title: string;
  message: string | null;
  /** Type-specific keys of the activity-stream JSON (docs/canvas-contract.md §2.16). */
  data: Record<string, unknown>;
  category?: string;
  daysAgo: number;
  to: Recipients;
};

const { teacher, ta, student } = DEMO_IDS.users;
const bio = DEMO_IDS.biology.assignments;

const html = (text: string) => `<p>${text}</p>`;
const staffAndStudent = (teacherRead: boolean, taRead: boolean, studentRead: boolean): Recipients => [
  [teacher, teacherRead],
  [ta, taRead],
  [student, studentRead],
];

/** Biology 101's activity stream as seen by the teacher, the TA and demo-student; some read, some not. */
export function seedActivity(ctx: SeedContext, roster: Roster): void {
  const { db, insert, clock } = ctx;
  const submissionId = (assignmentId: number, userId: number) =>
    db
      .prepare<[number, number], { id: number }>('SELECT id FROM submissions WHERE assignment_id = ? AND user_id = ?')
      .get(assignmentId, userId)?.id ?? null;
  const nameOf = (userId: number) =>
    db.prepare<[number], { name: string }>('SELECT name FROM users WHERE id = ?').get(userId)?.name ?? '';
  const entry = (userId: number, message: string) => ({
    user: { user_id: userId, user_name: nameOf(userId) },
    message,
  });
  const topic = (id: number, entries: ReturnType<typeof entry>[]) => ({
    discussion_topic_id: id,
    total_root_discussion_entries: entries.length,
    require_initial_post: false,
    user_has_posted: entries.some((e) => e.user.user_id === student),
    root_discussion_entries: entries.slice(0, 3),
  });
  const announcement = (id: number) => ({
    announcement_id: id,
    total_root_discussion_entries: 0,
    require_initial_post: false,
    user_has_posted: false,
    root_discussion_entries: [],
  });
  const classmateAt = (index: number) => roster.students[index] ?? student;
  const [classmate, peerA, peerB] = [classmateAt(3), classmateAt(7), classmateAt(12)];
  const gradedQuiz = `/courses/${DEMO_IDS.courses.biology}/assignments/${bio.safetyQuiz}`;

  const items: Item[] = [
    {
      assetType: 'Announcement',
      title: 'Welcome to Biology 101!',
      message: html('Please read the syllabus and pass the Lab Safety Quiz before your first lab.'),
      data: announcement(1),
      daysAgo: 44,
      to: staffAndStudent(true, true, true),
    },
    {
      assetType: 'DiscussionTopic',
      title: 'Introduce yourself',
      message: html('Tell us your name, your major and one living thing you find fascinating.'),
      data: topic(2, [
        entry(student, 'Hi! I am Leila, a nursing major. Tardigrades!'),
        entry(classmate, 'Hello everyone, biology major here.'),
        entry(ta, 'Welcome, all!'),
        entry(teacher, 'Great to meet you.'),
      ]),
      daysAgo: 43,
      to: staffAndStudent(true, true, true),
    },
    {
      assetType: 'Message',
      title: 'Assignment Graded: Lab Safety Quiz',
      message: 'Your assignment Lab Safety Quiz has been graded.',
      data: { message_id: 1, notification_category: 'Grading', url: gradedQuiz },
      category: 'Grading',
      daysAgo: 25,
      to: [[student, true]],
    },
    {
      assetType: 'Announcement',
      title: 'Lab schedule change for week 3',
      message: html('Thursday labs move to Friday this week because of building maintenance.'),
      data: announcement(3),
      daysAgo: 30,
      to: staffAndStudent(true, false, true),
    },
    {
      assetType: 'Submission',
      title: 'Cell Structure Reading Response',
      message: null,
      data: { submission_id: submissionId(bio.readingResponse, student), assignment_id: bio.readingResponse },
      daysAgo: 18,
      to: [[student, true], [teacher, true]],
    },
    {
      assetType: 'Submission',
      title: 'Research Article Review',
      message: null,
      data: { submission_id: submissionId(bio.articleReview, classmate), assignment_id: bio.articleReview },
      daysAgo: 9,
      to: [[teacher, false], [ta, false]],
    },
    {
      assetType: 'Announcement',
      title: 'Midterm grades posted',
      message: html('Midterm grades are now visible. Come to office hours to review your exam.'),
      data: announcement(4),
      daysAgo: 6,
      to: staffAndStudent(true, true, false),
    },
    {
      assetType: 'DiscussionTopic',
      title: 'Evolution Discussion',
      message: html('Post one example of convergent evolution and reply to two classmates.'),
      data: topic(5, [
        entry(classmate, 'Wings in bats, birds and insects.'),
        entry(peerA, 'Camera eyes in octopuses and vertebrates.'),
        entry(peerB, 'Echolocation in bats and dolphins.'),
        entry(teacher, 'Good examples. What selective pressures do they share?'),
      ]),
      daysAgo: 5,
      to: staffAndStudent(true, false, false),
    },
    {
      assetType: 'Submission',
      title: 'Microscopy Photo Journal',
      message: null,
      data: { submission_id: submissionId(bio.photoJournal, student), assignment_id: bio.photoJournal },
      daysAgo: 4,
      to: [[teacher, false], [student, true]],
    },
    {
      assetType: 'Announcement',
      title: 'Virtual dissection lab opens Monday',
      message: html('The virtual lab tool is now linked from the Virtual Dissection Lab assignment.'),
      data: announcement(6),
      daysAgo: 1,
      to: staffAndStudent(true, false, false),
    },
  ];
  for (const item of items) {
    const at = clock.rel(-item.daysAgo);
    const streamItemId = insert('stream_items', {
      course_id: DEMO_IDS.courses.biology,
      asset_type: item.assetType,
      title: item.title,
      message: item.message,
      data: JSON.stringify(item.data),
      notification_category: item.category ?? null,
      created_at: at,
      updated_at: at,
    });
    for (const [userId, read] of item.to) {
      insert('stream_item_instances', { stream_item_id: streamItemId, user_id: userId, read_state: read ? 1 : 0 });
    }
  }
}
