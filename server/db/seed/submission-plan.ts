import type { AssignmentKey, AssignmentSpec } from './assignment-specs';

/** What happened to one student's submission; the flags combine into Canvas's states. */
export type Plan = {
  submitted: boolean;
  late: boolean;
  graded: boolean;
  excused: boolean;
  /** Submitted again after grading: attempt 2, grade kept but no longer matching. */
  resubmitted: boolean;
  /** Past due and unsubmitted, with the teacher's explicit late_policy_status 'missing'. */
  markedMissing: boolean;
};

const NOTHING: Plan = {
  submitted: false,
  late: false,
  graded: false,
  excused: false,
  resubmitted: false,
  markedMissing: false,
};
const plan = (flags: Partial<Plan>): Plan => ({ ...NOTHING, ...flags });

/** demo-student sees one of each situation across her assignments (her lab report follows LAB_GROUP_PLANS). */
export const DEMO_STUDENT_PLANS: Partial<Record<AssignmentKey, Plan>> = {
  readingResponse: plan({ submitted: true, graded: true }),
  photoJournal: plan({ submitted: true, late: true, graded: true, resubmitted: true }),
  articleReview: plan({ submitted: true }),
  safetyQuiz: plan({ submitted: true, graded: true }),
  evolutionDiscussion: plan({ markedMissing: true }),
  midterm: plan({ graded: true }),
};

/**
 * Lab groups hand in one report together, so their outcomes are chosen per group rather than rolled:
 * group 1 (demo-student's) graded, group 2 on its extension (rolled as usual), then waiting, graded late, late.
 */
export const LAB_GROUP_PLANS: (Plan | null)[] = [
  plan({ submitted: true, graded: true }),
  null,
  plan({ submitted: true }),
  plan({ submitted: true, late: true, graded: true }),
  plan({ submitted: true, late: true }),
];

const RESUBMITTABLE = new Set(['online_text_entry', 'online_url', 'online_upload']);

/**
 * Decides a submission's fate from PRNG rolls drawn by the caller. Whether the due date is past
 * depends only on the whole-day offsets of the specs, so the outcome does not depend on the date.
 */
export function planSubmission(
  spec: AssignmentSpec,
  due: string | null,
  nowIso: string,
  rolls: readonly number[],
): Plan {
  const [r0 = 0, r1 = 0, r2 = 0] = rolls;
  const types = spec.submissionTypes;
  if (types.includes('none')) return NOTHING;
  const past = due !== null && due < nowIso;
  if (types.includes('on_paper')) {
    if (!past) return NOTHING;
    if (r0 < 0.04) return plan({ excused: true });
    if (r0 < 0.09) return NOTHING;
    return plan({ graded: true });
  }
  if (!past) return r0 < 0.18 ? plan({ submitted: true }) : NOTHING;
  if (r0 < 0.05) return plan({ markedMissing: true });
  if (r0 < 0.1) return NOTHING;
  if (r0 < 0.13) return plan({ excused: true });
  const graded = r1 < spec.gradedShare;
  const resubmitted = graded && types.some((t) => RESUBMITTABLE.has(t)) && r2 < 0.12;
  return plan({ submitted: true, late: r0 < 0.25 || resubmitted, graded, resubmitted });
}

export type Content = { submissionType: string; body: string | null; url: string | null; upload: boolean };

const ANSWERS = [
  'The folded inner membrane of the mitochondrion gives a large surface area for the electron transport chain.',
  'Ribosomes on the rough ER make proteins that are shipped straight into the ER lumen for folding.',
  'The nuclear envelope has pores that let mRNA out while keeping DNA inside.',
  'Chloroplast thylakoids stack into grana, packing in more chlorophyll per volume.',
  'Lysosomes keep their acidic enzymes behind a membrane so they do not digest the rest of the cell.',
  'The Golgi apparatus modifies and sorts proteins, a bit like a cellular post office.',
];

/** How a student hands in work for this assignment: the first listed online type decides. */
export function contentFor(spec: AssignmentSpec, pick: <T>(items: readonly T[]) => T, token: string): Content {
  const first = spec.submissionTypes[0] ?? 'none';
  const none = { body: null, url: null, upload: false };
  switch (first) {
    case 'online_text_entry':
      return { ...none, submissionType: first, body: `<p>${pick(ANSWERS)}</p><p>${pick(ANSWERS)}</p>` };
    case 'online_url':
      return { ...none, submissionType: first, url: `https://docs.lectern.example/d/${token}/crispr-review` };
    case 'external_tool':
      return { ...none, submissionType: 'basic_lti_launch', url: `https://labs.lectern.example/dissection/${token}` };
    case 'online_upload':
    case 'media_recording':
      return { ...none, submissionType: 'online_upload', upload: true };
    default:
      return { ...none, submissionType: first };
  }
}
