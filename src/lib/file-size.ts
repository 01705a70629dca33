const UNITS = ['KB', 'MB', 'GB'] as const;

/** "512 bytes", "1.4 MB": decimal units, as Canvas's file lists show them. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  let value = bytes;
  let index = -1;
  while (value >= 1000 && index < UNITS.length - 1) {
    value /= 1000;
    index += 1;
  }
  return `${new Intl.NumberFormat(undefined, { maximumFractionDigits: value < 10 ? 1 : 0 }).format(value)} ${UNITS[index] ?? 'GB'}`;
}
