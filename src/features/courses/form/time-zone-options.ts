import type { SelectOption } from '@/components/form/select-field';
import { formatUtcOffset, listTimeZones, timeZoneOffsetMinutes } from '@/lib/zoned-time';

let cached: SelectOption[] | undefined;

/** Every zone as "America/Denver (UTC−07:00)", built once: ~400 Intl formatters are not free. */
export function timeZoneOptions(current?: string): SelectOption[] {
  cached ??= listTimeZones().map((zone) => ({
    value: zone,
    label: `${zone.replace(/_/g, ' ')} (${formatUtcOffset(timeZoneOffsetMinutes(Date.now(), zone))})`,
  }));
  // A zone the browser does not know (a Rails name from an older server) must still show as selected.
  if (current && !cached.some((option) => option.value === current)) return [{ value: current, label: current }, ...cached];
  return cached;
}
