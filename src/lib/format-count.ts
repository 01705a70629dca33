/** "1 course", "2,400 courses": counts in UI copy must be grammatical and grouped. */
export function formatCount(count: number, singular: string, plural = `${singular}s`, locale?: string): string {
  const number = new Intl.NumberFormat(locale).format(count);
  return `${number} ${count === 1 ? singular : plural}`;
}
