import type { AppContext, Db } from '../../canvas/context';
import { badRequest } from '../../canvas/errors';
import type { ParamTree } from '../../canvas/params';
import { requestOrigin } from '../../canvas/urls';
import { prepared } from '../../db/statements';
import { publicUrl } from '../files/public-url';
import type { SettingValue } from './course-settings';

const present = (value: unknown) => value !== undefined && value !== null;

/**
 * CoursesController#update_image: course[image_url] or course[image_id] (a file of the course) sets the course
 * image and clears the other; course[remove_image] clears both. Both at once is refused before anything is written.
 */
export function imageChanges(db: Db, courseId: number, block: ParamTree): Record<string, SettingValue> {
  if (present(block.image_url) && present(block.image_id)) {
    throw badRequest('You cannot provide both an image_url and a image_id.');
  }
  const changes: Record<string, SettingValue> = {};
  if (present(block.image_url)) {
    const url = typeof block.image_url === 'string' ? block.image_url.trim() : '';
    Object.assign(changes, { image_url: url || null, image_id: null });
  }
  if (present(block.image_id)) {
    const id = Number(block.image_id);
    if (!courseFile(db, courseId, id)) throw badRequest('The image_id is not a valid course file id.');
    Object.assign(changes, { image_id: id, image_url: null });
  }
  if (present(block.remove_image) && block.remove_image !== false && block.remove_image !== 'false') {
    Object.assign(changes, { image_url: null, image_id: null });
  }
  return changes;
}

function courseFile(db: Db, courseId: number, id: number): { id: number; uuid: string } | undefined {
  if (!Number.isSafeInteger(id)) return undefined;
  return prepared<[number, number], { id: number; uuid: string }>(db,
    `SELECT id, uuid FROM attachments WHERE id = ? AND context_type = 'Course' AND context_id = ? AND workflow_state NOT IN ('deleted', 'pending_upload')`,
  ).get(id, courseId);
}

/** Course#image: the URL given, or a download URL of the chosen file; null when the course has no image. */
export function courseImageUrl(c: AppContext, courseId: number, stored: Map<string, SettingValue>): string | null {
  const url = stored.get('image_url');
  if (typeof url === 'string') return url;
  const id = stored.get('image_id');
  const file = typeof id === 'number' ? courseFile(c.get('deps').db, courseId, id) : undefined;
  return file ? publicUrl(c.get('deps').db, requestOrigin(c), file) : null;
}
