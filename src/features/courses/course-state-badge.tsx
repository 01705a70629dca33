import { Badge } from '@/components/badge';
import { courseStateLabel } from './course-state';

export function CourseStateBadge({ state }: { state: string }) {
  const { label, tone } = courseStateLabel(state);
  return <Badge tone={tone}>{label}</Badge>;
}
