import type { EndpointParameters } from '../../canvas/parameter-table';

/** canvas-lms app/controllers/progress_controller.rb: show takes nothing; cancel reads `message` (described in prose, not as an @argument). */
export const progressParameters: EndpointParameters[] = [
  { routes: ['GET /progress/:id'], canvas: 'progress_controller#show', honored: [], refused: [] },
  {
    routes: ['POST /progress/:id/cancel'],
    canvas: 'progress_controller#cancel',
    honored: ['message'],
    refused: [],
    notes: { message: 'Kept on the progress and answered; a job that already ended keeps its state (decision 0060).' },
  },
];
