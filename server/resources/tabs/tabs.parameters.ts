import type { EndpointParameters } from '../../canvas/parameter-table';

const SUBJECT_NOTE = 'Canvas adds subject tabs only for K-5 courses, which Lectern has none of, so the answer is the same without them.';

/** tabs_controller (app/controllers/tabs_controller.rb). */
export const tabParameters: EndpointParameters[] = [
  {
    routes: ['GET /courses/:course_id/tabs', 'GET /groups/:group_id/tabs', 'GET /users/:user_id/tabs'],
    canvas: 'tabs_controller#index',
    honored: ['include[]=course_subject_tabs'],
    refused: [],
    notes: { 'include[]=course_subject_tabs': SUBJECT_NOTE },
  },
  { routes: ['PUT /courses/:course_id/tabs/:tab_id'], canvas: 'tabs_controller#update', honored: ['position', 'hidden'], refused: [] },
];
