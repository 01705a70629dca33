import type { EndpointParameters } from '../../canvas/parameter-table';

/** courses_controller#todo_items (app/controllers/courses_controller.rb). */
export const todoParameters: EndpointParameters[] = [
  {
    routes: ['GET /courses/:course_id/todo'],
    canvas: 'courses_controller#todo_items',
    honored: [],
    refused: ['include[]=ungraded_quizzes'],
    notes: { 'include[]=ungraded_quizzes': 'Lectern has no quizzes.' },
  },
];
