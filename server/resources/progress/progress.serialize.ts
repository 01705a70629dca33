import type { AppContext } from '../../canvas/context';
import { requestOrigin } from '../../canvas/urls';
import type { ProgressRow } from './progress.store';

/** Api::V1::Progress#progress_json: results only once the job has left the queue, and only when it has some. */
export function progressJson(c: AppContext, row: ProgressRow) {
  const pending = row.workflow_state === 'queued' || row.workflow_state === 'running';
  return {
    id: row.id,
    context_id: row.context_id,
    context_type: row.context_type,
    user_id: row.user_id,
    tag: row.tag,
    completion: row.completion,
    workflow_state: row.workflow_state,
    created_at: row.created_at,
    updated_at: row.updated_at,
    message: row.message,
    url: `${requestOrigin(c)}/api/v1/progress/${row.id}`,
    ...(pending || row.results === null ? {} : { results: JSON.parse(row.results) as unknown }),
  };
}
