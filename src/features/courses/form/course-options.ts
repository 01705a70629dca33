import type { RadioOption } from '@/components/form/radio-group-field';
import type { SelectOption } from '@/components/form/select-field';

/** Canvas's content licenses (§3.18) with their human names; an unknown id is stored as `private`. */
export const LICENSE_OPTIONS: readonly SelectOption[] = [
  { value: 'private', label: 'Private (Copyrighted)' },
  { value: 'public_domain', label: 'Public Domain' },
  { value: 'cc_by', label: 'CC Attribution' },
  { value: 'cc_by_sa', label: 'CC Attribution Share Alike' },
  { value: 'cc_by_nc', label: 'CC Attribution Non-Commercial' },
  { value: 'cc_by_nc_sa', label: 'CC Attribution Non-Commercial Share Alike' },
  { value: 'cc_by_nd', label: 'CC Attribution No Derivatives' },
  { value: 'cc_by_nc_nd', label: 'CC Attribution Non-Commercial No Derivatives' },
];

export const VISIBILITY_OPTIONS: readonly RadioOption[] = [
  { value: 'course', label: 'Course', description: 'Only people enrolled in the course can see it.' },
  { value: 'institution', label: 'Institution', description: 'Anyone signed in to this Canvas can see it.' },
  { value: 'public', label: 'Public', description: 'Anyone on the internet can see it.' },
];

/** `default_view` values (§2.4). "Pages front page" needs a front page, which the server checks. */
export const DEFAULT_VIEW_OPTIONS: readonly SelectOption[] = [
  { value: 'feed', label: 'Recent activity' },
  { value: 'wiki', label: 'Pages front page' },
  { value: 'modules', label: 'Course modules' },
  { value: 'assignments', label: 'Assignments list' },
  { value: 'syllabus', label: 'Syllabus' },
];

export const COURSE_FORMAT_OPTIONS: readonly SelectOption[] = [
  { value: '', label: 'Not set' },
  { value: 'on_campus', label: 'On campus' },
  { value: 'online', label: 'Online' },
  { value: 'blended', label: 'Blended' },
];
