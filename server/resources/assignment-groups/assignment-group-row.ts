/** A row of assignment_groups. `rules` and `integration_data` are JSON object text. */
export type AssignmentGroupRow = {
  id: number;
  course_id: number;
  name: string;
  position: number;
  group_weight: number;
  rules: string;
  sis_source_id: string | null;
  integration_data: string;
  workflow_state: 'available' | 'deleted';
  created_at: string;
  updated_at: string;
};

/** GradingRules as Canvas's rules_hash returns them: only the rules that are set, in this order. */
export type GradingRules = { drop_lowest?: number; drop_highest?: number; never_drop?: number[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Parses a stored JSON object, treating anything else as `{}`. */
export function storedObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : {};
  } catch {
    return {};
  }
}

export function gradingRules(row: Pick<AssignmentGroupRow, 'rules'>): GradingRules {
  const stored = storedObject(row.rules);
  const rules: GradingRules = {};
  if (typeof stored.drop_lowest === 'number') rules.drop_lowest = stored.drop_lowest;
  if (typeof stored.drop_highest === 'number') rules.drop_highest = stored.drop_highest;
  if (Array.isArray(stored.never_drop)) rules.never_drop = stored.never_drop.filter((id): id is number => typeof id === 'number');
  return rules;
}
