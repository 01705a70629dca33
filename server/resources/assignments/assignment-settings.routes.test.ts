import { describe, expect, it } from 'vitest';
import { assignmentContract } from '../../../src/api/schemas/contracts';
import { assignmentWorld } from '../../test/assignment-world';
import { expectContract } from '../../test/contract';
import { CourseWorkData } from '../../test/course-work-data';

/**
 * The settings Lectern stores without a screen (decision 0062), as assignments_api_controller#create/#update take
 * them and lib/api/v1/assignment.rb serves them; the rules are app/models/assignment.rb's.
 */
function world() {
  const w = assignmentWorld();
  const read = async (id: number, token = 'teacher-token') => expectContract(assignmentContract, (await w.app.get(`${w.base}/${id}`, token)).body);
  const invalid = (attribute: string, message: string, type = message) => ({ status: 400, body: { errors: { [attribute]: [{ attribute, type, message }] } } });
  return { ...w, read, invalid };
}

describe('peer review settings', () => {
  it('stores and serves them; the schedule is served only while automatic peer reviews are on', async () => {
    const { created, edit, read } = world();
    const assignment = await created({
      name: 'Reviewed', submission_types: ['online_text_entry'], peer_reviews: true, automatic_peer_reviews: 'true', peer_review_count: '2',
      peer_reviews_assign_at: '2026-05-10T08:00:00+02:00', anonymous_peer_reviews: true, intra_group_peer_reviews: '1',
    });
    expect(expectContract(assignmentContract, assignment)).toMatchObject({
      peer_reviews: true, automatic_peer_reviews: true, peer_review_count: 2, peer_reviews_assign_at: '2026-05-10T06:00:00Z',
      anonymous_peer_reviews: true, intra_group_peer_reviews: true,
    });
    await edit(assignment.id, { automatic_peer_reviews: false });
    const manual = await read(assignment.id);
    expect(manual).toMatchObject({ automatic_peer_reviews: false, anonymous_peer_reviews: true });
    expect(manual).not.toHaveProperty('peer_review_count');
    expect(manual).not.toHaveProperty('peer_reviews_assign_at');
  });

  it('refuses a count that is not a whole number and a schedule that is not a date', async () => {
    const { create, invalid } = world();
    expect(await create({ name: 'Bad', peer_review_count: 'two' })).toMatchObject(invalid('peer_review_count', 'is not a number', 'not_a_number'));
    expect(await create({ name: 'Bad', peer_reviews_assign_at: 'Friday' })).toMatchObject(
      invalid('assignment[peer_reviews_assign_at]', 'Invalid datetime for peer_reviews_assign_at'),
    );
  });
});

describe('moderated grading', () => {
  it('stores the graders’ settings, posts manually, and clears them when moderation is turned off', async () => {
    const { created, edit, read, teacher } = world();
    const assignment = await created({
      name: 'Moderated', points_possible: 10, moderated_grading: true, grader_count: 2, final_grader_id: teacher,
      grader_comments_visible_to_graders: false, graders_anonymous_to_graders: true, graders_names_visible_to_final_grader: false,
    });
    // graders_anonymous_to_graders is false unless comments are visible (Assignment#default_values).
    expect(expectContract(assignmentContract, assignment)).toMatchObject({
      moderated_grading: true, grader_count: 2, final_grader_id: teacher, grader_comments_visible_to_graders: false,
      graders_anonymous_to_graders: false, grader_names_visible_to_final_grader: false, post_manually: true,
    });
    await edit(assignment.id, { moderated_grading: false });
    expect(await read(assignment.id)).toMatchObject({
      moderated_grading: false, grader_count: 0, final_grader_id: null, grader_comments_visible_to_graders: true,
      grader_names_visible_to_final_grader: true, graders_anonymous_to_graders: false,
    });
  });

  it('refuses Canvas’s cases: no graders, a final grader who is not an instructor, ungraded, group or peer reviewed', async () => {
    const { create, invalid, student, app, course } = world();
    expect(await create({ name: 'M', moderated_grading: true })).toMatchObject(invalid('grader_count', 'must be greater than 0', 'greater_than'));
    expect(await create({ name: 'M', moderated_grading: true, grader_count: 1, final_grader_id: student })).toMatchObject(
      invalid('final_grader_id', 'course has no active instructors with this ID'),
    );
    const message = (kind: string) => `Moderated grading setting cannot be enabled for ${kind}`;
    expect(await create({ name: 'M', moderated_grading: true, grader_count: 1, grading_type: 'not_graded' })).toMatchObject(
      invalid('moderated_grading', message('ungraded assignments')),
    );
    const category = new CourseWorkData(app.db).groupCategory(course.id);
    expect(await create({ name: 'M', moderated_grading: true, grader_count: 1, group_category_id: category })).toMatchObject(
      invalid('moderated_grading', message('group assignments')),
    );
    expect(await create({ name: 'M', moderated_grading: true, grader_count: 1, peer_reviews: true })).toMatchObject(
      invalid('moderated_grading', message('peer reviewed assignments')),
    );
  });
});

describe('gradebook, attempts and flags', () => {
  it('hides from the gradebook only an assignment omitted from the final grade and worth no points', async () => {
    const { create, created, invalid } = world();
    expect(await create({ name: 'H', hide_in_gradebook: true, points_possible: 0 })).toMatchObject(invalid('hide_in_gradebook', 'must be equal to false', 'equal_to'));
    expect(await create({ name: 'H', hide_in_gradebook: true, omit_from_final_grade: true, points_possible: 5 })).toMatchObject(
      invalid('hide_in_gradebook', 'is not included in the list', 'inclusion'),
    );
    const hidden = await created({ name: 'H', hide_in_gradebook: true, omit_from_final_grade: true, points_possible: 0 });
    expect(hidden).toMatchObject({ hide_in_gradebook: true, omit_from_final_grade: true });
  });

  it('keeps important_dates and post_to_sis, except that an ungraded assignment never posts to SIS', async () => {
    const { created } = world();
    expect(await created({ name: 'I', important_dates: 'true', post_to_sis: true })).toMatchObject({ important_dates: true, post_to_sis: true });
    expect(await created({ name: 'U', grading_type: 'not_graded', post_to_sis: true })).toMatchObject({ post_to_sis: false });
  });

  it('takes -1 or a positive number of attempts, and drops the limit for an on-paper assignment', async () => {
    const { create, created, edit, invalid } = world();
    expect(await create({ name: 'A', allowed_attempts: 0 })).toMatchObject(invalid('allowed_attempts', 'is invalid', 'invalid'));
    const limited = await created({ name: 'A', submission_types: ['online_upload'], allowed_attempts: 3 });
    expect(limited.allowed_attempts).toBe(3);
    expect((await edit(limited.id, { submission_types: ['on_paper'] })).body).toMatchObject({ allowed_attempts: -1 });
  });

  it('stores the grading standard id as sent, and refuses one that is not a number', async () => {
    const { created, create, invalid } = world();
    expect(await created({ name: 'G', grading_type: 'letter_grade', grading_standard_id: '7' })).toMatchObject({ grading_standard_id: 7 });
    expect(await create({ name: 'G', grading_standard_id: 'A-F' })).toMatchObject(invalid('grading_standard_id', 'is not a number', 'not_a_number'));
  });
});

describe('external tool assignments', () => {
  it('keep their launch URL, served as Canvas serializes it while the type is external_tool, and take no peer reviews', async () => {
    const { created, edit, read } = world();
    const tool = await created({
      name: 'LTI', submission_types: ['external_tool'], peer_reviews: true,
      external_tool_tag_attributes: { url: 'https://tool.example/launch', new_tab: 'true' },
    });
    expect(expectContract(assignmentContract, tool)).toMatchObject({
      peer_reviews: false,
      external_tool_tag_attributes: { url: 'https://tool.example/launch', new_tab: true, external_data: null, custom_params: null },
    });
    await edit(tool.id, { submission_types: ['online_upload'] });
    expect(await read(tool.id)).not.toHaveProperty('external_tool_tag_attributes');
    await edit(tool.id, { submission_types: ['external_tool'] });
    expect((await read(tool.id)).external_tool_tag_attributes).toMatchObject({ url: 'https://tool.example/launch' });
  });
});

describe('SIS and integration data', () => {
  it('are written by callers with Manage SIS and shown only to callers who may read SIS data', async () => {
    const { app, base, read, edit } = world();
    const { status, body } = await app.send('POST', base, 'admin-token', {
      assignment: { name: 'SIS', sis_assignment_id: 'BIO-101-LAB', integration_id: 'int-9', integration_data: '{"lms":{"id":4}}' },
    });
    expect(status).toBe(201);
    const assignment = expectContract(assignmentContract, body);
    expect(assignment).toMatchObject({ sis_assignment_id: 'BIO-101-LAB', integration_id: 'int-9', integration_data: { lms: { id: 4 } } });
    const asTeacher = await read(assignment.id);
    expect(asTeacher).not.toHaveProperty('sis_assignment_id');
    expect(asTeacher).not.toHaveProperty('integration_data');
    expect(await edit(assignment.id, { sis_assignment_id: 'MINE' })).toMatchObject({
      status: 400,
      body: { errors: { sis_assignment_id: [{ attribute: 'sis_assignment_id', type: 'unauthorized', message: 'requires the Manage SIS permission' }] } },
    });
    expect(await read(assignment.id, 'admin-token')).toMatchObject({ sis_assignment_id: 'BIO-101-LAB' });
  });

  it('refuses a SIS id another assignment of the account holds, and integration data that is not a JSON object', async () => {
    const { app, base } = world();
    const send = (assignment: Record<string, unknown>) => app.send('POST', base, 'admin-token', { assignment });
    expect((await send({ name: 'One', sis_assignment_id: 'SAME' })).status).toBe(201);
    expect(await send({ name: 'Two', sis_assignment_id: 'SAME' })).toMatchObject({
      status: 400, body: { errors: { sis_source_id: [{ attribute: 'sis_source_id', type: 'taken', message: 'has already been taken' }] } },
    });
    for (const data of ['[1,2]', '{oops']) {
      expect(await send({ name: 'Three', integration_data: data })).toMatchObject({
        status: 400, body: { errors: { integration_data: [{ type: 'invalid', message: 'must be a JSON object' }] } },
      });
    }
  });

  it('are not copied by duplicate, as Assignment#duplicate leaves them out', async () => {
    const { app, base } = world();
    const { body } = await app.send('POST', base, 'admin-token', {
      assignment: { name: 'Orig', sis_assignment_id: 'X1', integration_id: 'i1', post_to_sis: true, points_possible: 5 },
    });
    const original = expectContract(assignmentContract, body);
    const copy = await app.send('POST', `${base}/${original.id}/duplicate`, 'admin-token');
    expect(expectContract(assignmentContract, copy.body)).toMatchObject({
      name: 'Orig Copy', sis_assignment_id: null, integration_id: null, integration_data: {}, post_to_sis: false,
    });
  });
});
