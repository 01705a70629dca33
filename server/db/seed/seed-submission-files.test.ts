import { describe, expect, it } from 'vitest';
import { seedDemo } from './seed';
import { seeded } from './seed-test-db';

describe('demo submission files', () => {
  it('has uploaded submissions with an image, a PDF, a plain-text file and a video, each attempt its own', () => {
    const { db } = seeded(seedDemo);
    const types = db
      .prepare<[], { content_type: string }>(
        `SELECT DISTINCT a.content_type FROM submission_attachments sa JOIN attachments a ON a.id = sa.attachment_id
          WHERE a.context_type = 'Submission' ORDER BY 1`,
      )
      .all()
      .map((row) => row.content_type);
    expect(types).toEqual(['application/pdf', 'image/png', 'text/plain', 'video/webm']);
    const attempts = db.prepare<[], { n: number }>('SELECT COUNT(DISTINCT attempt) AS n FROM submission_attachments').get()?.n;
    expect(attempts).toBe(2);
  });
});
