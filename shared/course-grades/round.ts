/**
 * Sums of float scores carry noise far below a hundredth (88.56 + 69.71 is 158.26999999999998), and Canvas computes
 * its sums in BigDecimal, where that noise does not exist. A half-hundredth that is only missed by such noise is
 * therefore treated as reached. Real scores cannot come this close to a half without reaching it.
 */
const NOISE = 1e-9;

/** Rounds half away from zero to 2 places, as Canvas rounds the scores it stores (91.375 → 91.38, 79.135 → 79.14). */
export function roundScore(value: number): number {
  const magnitude = Math.abs(value) * 100;
  let whole = Math.floor(magnitude);
  if (magnitude - whole >= 0.5 - NOISE) whole += 1;
  const rounded = whole / 100;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Clears float noise from a sum of points (158.26999999999998 → 158.27) without touching real decimals. */
export function tidyPoints(value: number): number {
  return Math.round(value * 1e9) / 1e9;
}
