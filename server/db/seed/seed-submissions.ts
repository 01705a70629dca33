import { specimenPng, osmosisVideo, pdf, text } from './demo-files';
import { DEMO_IDS } from './demo-ids';
import { addFile } from './file-rows';
import { formatGrade, plausibleScore } from './grading';
import type { SeedContext } from './seed-context';
import { dueFor, type SeededAssignment } from './seed-assignments';
import type { Roster } from './seed-roster';
import {
  DEMO_STUDENT_PLANS,
  LAB_GROUP_PLANS,
  contentFor,
  planSubmission,
  type Content,
  type Plan,
} from './submission-plan';
import { addComments, addVersion, type SubmissionRow } from './submission-history';
import { timelineFor, type Timeline } from './submission-timeline';

const labGroups: readonly number[] = DEMO_IDS.biology.labGroups;

type Handed = { plan: Plan; content: Content; rolls: number[]; uploads: number[][] };

/** One submission per assigned student of each published Biology assignment, in every Canvas state. */
export function seedSubmissions(ctx: SeedContext, roster: Roster, assignments: SeededAssignment[]): void {
  const { rng, clock } = ctx;
  const nowIso = clock.rel(0);
  for (const assignment of assignments) {
    if (!assignment.spec.published) continue;
    const groupWork = new Map<number, Handed>();
    for (const userId of roster.students) {
      const due = dueFor(assignment, userId);
      if (due === undefined) continue;
      // A fixed batch of draws per student feeds the plan, the timeline, the score and the grader.
      const rolls = Array.from({ length: 9 }, () => rng.next());
      const token = rng.alnum(12);
      const content = contentFor(assignment.spec, rng.pick, token);
      const groupId = assignment.spec.groupAssignment ? roster.groupOf.get(userId) : undefined;
      const shared = groupId === undefined ? undefined : groupWork.get(groupId);
      const plan =
        shared?.plan ?? fixedPlan(assignment, userId, groupId) ?? planSubmission(assignment.spec, due, nowIso, rolls);
      const handed: Handed = shared ?? { plan, content, rolls, uploads: [] };
      writeSubmission(ctx, assignment, userId, due, handed);
      if (groupId !== undefined && !shared) groupWork.set(groupId, handed);
    }
  }
}

/** The scripted outcomes: demo-student's own work and each lab group's report. */
function fixedPlan(assignment: SeededAssignment, userId: number, groupId: number | undefined): Plan | undefined {
  if (groupId !== undefined) return LAB_GROUP_PLANS[labGroups.indexOf(groupId)] ?? undefined;
  return userId === DEMO_IDS.users.student ? DEMO_STUDENT_PLANS[assignment.spec.key] : undefined;
}

function writeSubmission(
  ctx: SeedContext,
  assignment: SeededAssignment,
  userId: number,
  due: string | null,
  handed: Handed,
): void {
  const { insert, clock, rng } = ctx;
  const { plan } = handed;
  const t = timelineFor(clock, assignment.spec, due, plan, handed.rolls);
  const row = submissionRow(assignment, userId, due, handed, t);
  const id = insert('submissions', row);
  const attempts = row.attempt ?? 0;
  if (handed.content.upload && plan.submitted) {
    // Group members share the files the first member uploaded, as in Canvas group submissions.
    for (let a = handed.uploads.length + 1; a <= attempts; a++) {
      handed.uploads.push(uploadFor(ctx, assignment, id, userId, a, t.attemptAt(a)));
    }
    handed.uploads.forEach((files, i) => {
      for (const attachmentId of files) {
        insert('submission_attachments', { submission_id: id, attempt: i + 1, attachment_id: attachmentId });
      }
    });
  }
  for (let a = 1; a <= attempts; a++) {
    const files = handed.uploads[a - 1] ?? [];
    if (a === attempts) {
      addVersion(ctx, { ...row, id }, files, t.updatedAt);
    } else {
      // The earlier attempt as it stood once graded, before the student submitted again.
      const graded = t.firstGradedAt ?? t.updatedAt;
      const earlier = { ...row, id, attempt: a, submitted_at: t.attemptAt(a), updated_at: graded };
      addVersion(ctx, { ...earlier, workflow_state: 'graded', grade_matches_current_submission: 1 }, files, graded);
    }
  }
  const discussed = plan.graded || plan.submitted;
  const chatty = userId === DEMO_IDS.users.student ? plan.graded : discussed && rng.chance(0.12);
  if (!chatty) return;
  const remarkedAt = addComments(ctx, id, userId, row.attempt, t.gradedAt ?? t.submittedAt ?? t.updatedAt);
  // The teacher's remark posts work not yet posted, as in Canvas, so the student can read it (manual posting waits).
  if (row.posted_at === null && !assignment.spec.postManually) {
    ctx.db.prepare('UPDATE submissions SET posted_at = ? WHERE id = ?').run(remarkedAt, id);
  }
}

function submissionRow(
  assignment: SeededAssignment,
  userId: number,
  due: string | null,
  { plan, content, rolls }: Handed,
  t: Timeline,
): SubmissionRow {
  const { spec } = assignment;
  const scored = plan.graded && spec.points !== null && spec.gradingType !== 'not_graded';
  const score = scored ? plausibleScore(spec.gradingType, spec.points ?? 0, rolls[3] ?? 0, rolls[4] ?? 0) : null;
  // A quarter of the grading is done by the TA; demo-student's work is always graded by demo-teacher.
  const byTa = (rolls[5] ?? 0) < 0.25 && userId !== DEMO_IDS.users.student;
  const gradedState = plan.excused || (plan.graded && !plan.resubmitted);
  return {
    assignment_id: assignment.id,
    user_id: userId,
    attempt: plan.submitted ? (plan.resubmitted ? 2 : 1) : null,
    body: plan.submitted ? content.body : null,
    url: plan.submitted ? content.url : null,
    submission_type: plan.submitted ? content.submissionType : null,
    submitted_at: t.submittedAt,
    workflow_state: gradedState ? 'graded' : plan.submitted ? 'submitted' : 'unsubmitted',
    score,
    grade: score === null ? null : formatGrade(spec.gradingType, score, spec.points),
    excused: plan.excused ? 1 : 0,
    graded_at: t.gradedAt,
    grader_id: t.gradedAt === null ? null : byTa ? DEMO_IDS.users.ta : DEMO_IDS.users.teacher,
    grade_matches_current_submission: plan.resubmitted ? 0 : 1,
    late_policy_status: plan.markedMissing ? 'missing' : null,
    seconds_late_override: null,
    cached_due_date: due,
    posted_at: t.postedAt,
    // Drawn by the insert trigger (migration 015).
    anonymous_id: null,
    extra_attempts: null,
    redo_request: 0,
    created_at: t.createdAt,
    updated_at: t.updatedAt,
  };
}

function uploadFor(
  ctx: SeedContext,
  assignment: SeededAssignment,
  submissionId: number,
  userId: number,
  attempt: number,
  at: string,
): number[] {
  const base = { contextType: 'Submission' as const, contextId: submissionId, folderId: null, userId, createdAt: at };
  switch (assignment.spec.key) {
    case 'osmosisReport': {
      const bytes = pdf('Osmosis Lab Report', ['Hypothesis: potato cores lose mass in strong sucrose solutions.']);
      // The report comes with its raw measurements as plain text, so graders see a text file too.
      const data = text(`sucrose_molar,mass_change_pct\n0.0,+4.1\n0.4,-2.3\n0.8,-7.9 (attempt ${attempt})\n`);
      return [
        addFile(ctx, { ...base, name: 'Osmosis Lab Report.pdf', contentType: 'application/pdf', bytes }),
        addFile(ctx, { ...base, name: 'osmosis-measurements.txt', contentType: 'text/plain', bytes: data }),
      ];
    }
    case 'videoExplanation':
      return [addFile(ctx, { ...base, name: 'photosynthesis.webm', contentType: 'video/webm', bytes: osmosisVideo() })];
    default: {
      const name = attempt === 1 ? 'micrograph-onion-400x.png' : 'micrograph-onion-400x-relabelled.png';
      return [addFile(ctx, { ...base, name, contentType: 'image/png', bytes: specimenPng(ctx.rng) })];
    }
  }
}
