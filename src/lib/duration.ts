/** "2 h 5 min", "45 min", "under a minute": a span of seconds such as Canvas's total_activity_time. */
export function formatDuration(totalSeconds: number | null | undefined): string | null {
  if (totalSeconds === null || totalSeconds === undefined || !Number.isFinite(totalSeconds) || totalSeconds < 0) return null;
  const minutes = Math.floor(totalSeconds / 60);
  if (minutes === 0) return totalSeconds === 0 ? 'None' : 'Under a minute';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  const grouped = new Intl.NumberFormat().format(hours);
  return rest === 0 ? `${grouped} h` : `${grouped} h ${rest} min`;
}
