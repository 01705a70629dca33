import { Hono } from 'hono';
import type { AppEnv } from '../../canvas/context';
import { paginate } from '../../canvas/pagination';
import { json } from '../../canvas/respond';
import { loadCourse } from '../courses/course-access';
import { streamSource, streamSummary } from './activity.store';
import { streamItemJson } from './stream-item.serialize';
import { submissionViewer } from '../submissions/submission-visibility';

/** Canvas pages the activity stream 21 items at a time (Api.paginate default_per_page: 21). */
const STREAM_PER_PAGE = 21;

/** The caller's course activity stream and its summary (docs/canvas-contract.md §2.16, §2.17). */
export function activityRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/courses/:course_id/activity_stream', (c) => {
      const { course, access } = loadCourse(c);
      const callerId = c.get('caller').id;
      const rows = paginate(c, streamSource(c.get('deps').db, callerId, course.id), STREAM_PER_PAGE);
      const options = {
        course,
        access,
        viewer: submissionViewer(c, course.id, access),
        canManage: access.rights.has('manage_assignments') || access.rights.has('manage_assignments_edit'),
      };
      return json(c, rows.map((row) => streamItemJson(c, row, options)));
    })
    .get('/courses/:course_id/activity_stream/summary', (c) => {
      const { course } = loadCourse(c);
      return json(c, streamSummary(c.get('deps').db, c.get('caller').id, course.id));
    });
}
