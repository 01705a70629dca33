/**
 * A number as Canvas's gradebook export writes it: always two decimals, no thousands separators, halves rounded
 * away from zero on the number's shortest decimal spelling (7.555 gives 7.56, as Ruby's BigDecimal rounding does,
 * where binary rounding would give 7.55). null stays null: an empty field.
 */
export function canvasNumber(value: number | null | undefined): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  const magnitude = Math.abs(value);
  const spelled = String(magnitude);
  // Shortest spellings in exponent form are far outside any score; binary rounding is exact enough there.
  const rounded = spelled.includes('e') ? magnitude.toFixed(2) : Number(`${Math.round(Number(`${spelled}e2`))}e-2`).toFixed(2);
  return value < 0 && rounded !== '0.00' ? `-${rounded}` : rounded;
}
