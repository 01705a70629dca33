/**
 * The runtime's canonical spelling of an IANA zone (`america/denver` → `America/Denver`), or undefined
 * for a name it does not know. Canvas also accepts Rails zone names ("Mountain Time (US & Canada)");
 * Lectern does not.
 */
export function canonicalTimeZone(zone: string): string | undefined {
  if (!zone.trim()) return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone.trim() }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
