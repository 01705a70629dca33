import { describe, expect, it } from 'vitest';
import { courseContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { createTestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';

describe('the term inside Course JSON (include[]=term)', () => {
  const app = createTestApp();
  const { course, termId } = standardWorld(app.data);
  app.db.prepare(`UPDATE enrollment_terms SET sis_term_id = 'TERM-2026' WHERE id = ?`).run(termId);
  const termOf = async (token: string) =>
    expectContract(courseContract, (await app.get(`/api/v1/courses/${course.id}?include[]=term`, token)).body).term;

  it('carries sis_term_id for an admin of the root account (Api::V1::EnrollmentTerm: read_sis or manage_sis)', async () => {
    expect(await termOf('admin-token')).toMatchObject({ id: termId, name: 'Default Term', sis_term_id: 'TERM-2026' });
  });

  it.each(['teacher-token', 'student-token'])('leaves sis_term_id out for %s, who cannot read SIS data', async (token) => {
    const term = await termOf(token);
    expect(term).toMatchObject({ id: termId, name: 'Default Term' });
    expect(term).not.toHaveProperty('sis_term_id');
  });
});
