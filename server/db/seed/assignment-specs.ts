import type { DEMO_IDS } from './demo-ids';

export type GradingType = 'points' | 'percent' | 'letter_grade' | 'gpa_scale' | 'pass_fail' | 'not_graded';
export type GroupKey = keyof typeof DEMO_IDS.biology.assignmentGroups;
export type AssignmentKey = keyof typeof DEMO_IDS.biology.assignments;

export type AssignmentSpec = {
  key: AssignmentKey;
  name: string;
  group: GroupKey;
  submissionTypes: string[];
  gradingType: GradingType;
  points: number | null;
  /** Days from today; null means no due date. */
  dueDays: number | null;
  published: boolean;
  description: string;
  allowedExtensions?: string[];
  /** Share of submitted work the teacher has graded so far. */
  gradedShare: number;
  groupAssignment?: boolean;
  onlyVisibleToOverrides?: boolean;
  postManually?: boolean;
  lockDays?: number;
  unlockDays?: number;
};

const p = (text: string) => `<p>${text}</p>`;

/** Biology 101's twelve assignments: every submission type and grading type, due dates around today. */
export const BIOLOGY_ASSIGNMENTS: AssignmentSpec[] = [
  {
    key: 'readingResponse',
    name: 'Cell Structure Reading Response',
    group: 'homework',
    submissionTypes: ['online_text_entry'],
    gradingType: 'points',
    points: 10,
    dueDays: -21,
    published: true,
    gradedShare: 1,
    description: p('In 300–500 words, explain how the structure of two organelles supports their function.'),
  },
  {
    key: 'photoJournal',
    name: 'Microscopy Photo Journal',
    group: 'labs',
    submissionTypes: ['online_upload'],
    gradingType: 'points',
    points: 20,
    dueDays: -14,
    published: true,
    gradedShare: 0.85,
    allowedExtensions: ['png', 'jpg', 'pdf'],
    description: p('Upload labelled photos of your onion-skin and cheek-cell slides at 100× and 400×.'),
  },
  {
    key: 'articleReview',
    name: 'Research Article Review',
    group: 'homework',
    submissionTypes: ['online_url'],
    gradingType: 'percent',
    points: 20,
    dueDays: -10,
    published: true,
    gradedShare: 0.4,
    description: p('Review a recent peer-reviewed CRISPR article and submit a link to your review document.'),
  },
  {
    key: 'safetyQuiz',
    name: 'Lab Safety Quiz',
    group: 'labs',
    submissionTypes: ['online_quiz'],
    gradingType: 'pass_fail',
    points: 10,
    dueDays: -28,
    lockDays: -26,
    published: true,
    gradedShare: 1,
    description: p('Ten questions on lab safety. You must pass before your first lab session.'),
  },
  {
    key: 'osmosisReport',
    name: 'Osmosis Lab Report',
    group: 'labs',
    submissionTypes: ['online_upload', 'online_text_entry'],
    gradingType: 'letter_grade',
    points: 50,
    dueDays: -7,
    published: true,
    gradedShare: 0.5,
    groupAssignment: true,
    description: p('One report per lab group: hypothesis, method, results table and discussion.'),
  },
  {
    key: 'evolutionDiscussion',
    name: 'Evolution Discussion',
    group: 'homework',
    submissionTypes: ['discussion_topic'],
    gradingType: 'points',
    points: 15,
    dueDays: -3,
    published: true,
    gradedShare: 0.2,
    description: p('Post one example of convergent evolution and reply to two classmates.'),
  },
  {
    key: 'midterm',
    name: 'Midterm Exam',
    group: 'exams',
    submissionTypes: ['on_paper'],
    gradingType: 'gpa_scale',
    points: 100,
    dueDays: -12,
    published: true,
    gradedShare: 1,
    postManually: true,
    description: p('In class, closed book. Covers chapters 1–6.'),
  },
  {
    key: 'videoExplanation',
    name: 'Photosynthesis Video Explanation',
    group: 'homework',
    submissionTypes: ['media_recording', 'online_upload'],
    gradingType: 'points',
    points: 20,
    dueDays: 5,
    published: true,
    gradedShare: 0,
    description: p('In at most three minutes, explain the light-dependent reactions to a high-school student.'),
  },
  {
    key: 'dissectionLab',
    name: 'Virtual Dissection Lab',
    group: 'labs',
    submissionTypes: ['external_tool'],
    gradingType: 'points',
    points: 25,
    dueDays: 7,
    unlockDays: -2,
    published: true,
    gradedShare: 0,
    description: p('Complete the frog dissection in the virtual lab tool; your score is sent back automatically.'),
  },
  {
    key: 'geneticsHonors',
    name: 'Genetics Problem Set (Honors)',
    group: 'homework',
    submissionTypes: ['online_text_entry', 'online_upload'],
    gradingType: 'points',
    points: 30,
    dueDays: 9,
    published: true,
    gradedShare: 0,
    onlyVisibleToOverrides: true,
    description: p('Extension problems on dihybrid crosses and linkage for students in the honors track.'),
  },
  {
    key: 'participation',
    name: 'Class Participation',
    group: 'homework',
    submissionTypes: ['none'],
    gradingType: 'not_graded',
    points: null,
    dueDays: null,
    published: true,
    gradedShare: 0,
    description: p('Tracked in class; nothing to submit.'),
  },
  {
    key: 'finalExam',
    name: 'Final Exam',
    group: 'exams',
    submissionTypes: ['on_paper'],
    gradingType: 'points',
    points: 100,
    dueDays: 56,
    published: false,
    gradedShare: 0,
    description: p('Cumulative. Details will be posted two weeks before the exam.'),
  },
];

export const ASSIGNMENT_GROUPS: { key: GroupKey; name: string; weight: number; rules: string }[] = [
  { key: 'homework', name: 'Homework', weight: 30, rules: '{"drop_lowest":1}' },
  { key: 'labs', name: 'Labs', weight: 30, rules: '{}' },
  { key: 'exams', name: 'Exams', weight: 40, rules: '{}' },
];
