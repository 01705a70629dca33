import { schemeOf, type GradingStandardRow } from './grading-standards.store';

const hundredths = (value: number) => Math.round(value * 100) / 100;

/**
 * GradingStandard JSON (lib/api/v1/grading_standard.rb): each entry's value is its lower bound as a fraction and
 * calculated_value the same bound as a percentage, or as points on a points-based standard.
 */
export function gradingStandardJson(row: GradingStandardRow) {
  const scale = row.points_based === 1 ? row.scaling_factor : 100;
  return {
    id: row.id,
    title: row.title,
    context_type: row.context_type,
    context_id: row.context_id,
    points_based: row.points_based === 1,
    scaling_factor: row.scaling_factor,
    grading_scheme: schemeOf(row).map(([name, value]) => ({ name, value, calculated_value: hundredths(value * scale) })),
  };
}
