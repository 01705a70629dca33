import type { EndpointParameters } from '../../canvas/parameter-table';

/** The course forms of users_controller#activity_stream and #activity_stream_summary (app/controllers/users_controller.rb). */
export const activityParameters: EndpointParameters[] = [
  {
    routes: ['GET /courses/:course_id/activity_stream'],
    canvas: 'courses_controller#activity_stream',
    honored: [],
    refused: ['only_active_courses'],
    notes: { only_active_courses: 'The stream is already scoped to one course; Lectern does not filter it by course state.' },
  },
  {
    routes: ['GET /courses/:course_id/activity_stream/summary'],
    canvas: 'courses_controller#activity_stream_summary',
    honored: [],
    refused: ['only_active_courses'],
  },
];
