/**
 * Ids the demo seed assigns explicitly, so tests and docs can point at them.
 * Rows not listed here get sequential ids in insertion order, which is also deterministic.
 */
export const DEMO_IDS = {
  accounts: { root: 1, sciences: 2 },
  terms: { default: 1, past: 2, current: 3, future: 4 },
  users: { admin: 1, teacher: 2, ta: 3, student: 4, observer: 5, ecologyTeacher: 6 },
  courses: { biology: 1, chemistry: 2, physics: 3, astronomy: 4, ecology: 5, statistics: 6, geology: 7 },
  biology: {
    sections: [1, 2, 3],
    labGroupCategory: 1,
    labGroups: [1, 2, 3, 4, 5],
    assignmentGroups: { homework: 1, labs: 2, exams: 3 },
    assignments: {
      readingResponse: 1,
      photoJournal: 2,
      articleReview: 3,
      safetyQuiz: 4,
      osmosisReport: 5,
      evolutionDiscussion: 6,
      midterm: 7,
      videoExplanation: 8,
      dissectionLab: 9,
      geneticsHonors: 10,
      participation: 11,
      finalExam: 12,
    },
    rootFolder: 1,
  },
} as const;
