// STUB (owned by the stats part): the props are the contract.
import type { Assignment } from '@/api/schemas/assignment';

export interface GradingStatsProps {
  courseId: number;
  assignment: Assignment;
}

/** "Graded N of M", the mean, and the grade distribution of the whole assignment. */
export function GradingStats({ assignment }: GradingStatsProps) {
  return <p>{`${assignment.name}: statistics`}</p>;
}
