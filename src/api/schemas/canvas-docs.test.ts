import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { accountSchema } from './account';
import { assignmentSchema } from './assignment';
import { assignmentOverrideSchema } from './assignment-override';
import { courseContract } from './contracts';
import { courseSchema } from './course';
import { enrollmentSchema } from './enrollment';
import { fileSchema, licenseSchema } from './file';
import { usageRightsUpdateSchema } from './file-writes';
import { folderSchema } from './folder';
import { groupSchema } from './group';
import { sectionSchema } from './section';
import { submissionSchema } from './submission';
import { tabSchema } from './tab';
import { enrollmentTermListSchema } from './term-list';
import { userSchema } from './user';
import account from './fixtures/canvas-docs/account.json';
import accountCourseAdmin from './fixtures/canvas-docs/account-course-admin.json';
import assignment from './fixtures/canvas-docs/assignment.json';
import assignmentOverride from './fixtures/canvas-docs/assignment-override.json';
import course from './fixtures/canvas-docs/course.json';
import courseMinimal from './fixtures/canvas-docs/course-minimal.json';
import enrollment from './fixtures/canvas-docs/enrollment.json';
import file from './fixtures/canvas-docs/file.json';
import folder from './fixtures/canvas-docs/folder.json';
import group from './fixtures/canvas-docs/group.json';
import licenses from './fixtures/canvas-docs/licenses.json';
import section from './fixtures/canvas-docs/section.json';
import submission from './fixtures/canvas-docs/submission.json';
import tabs from './fixtures/canvas-docs/tabs.json';
import terms from './fixtures/canvas-docs/terms.json';
import usageRights from './fixtures/canvas-docs/usage-rights.json';
import user from './fixtures/canvas-docs/user.json';
import userMinimal from './fixtures/canvas-docs/user-minimal.json';

/** The samples from Canvas's own API documentation (fixtures/canvas-docs/README.md says where each comes from). */
const samples: Record<string, unknown> = {
  'account': account,
  'account-course-admin': accountCourseAdmin,
  'assignment': assignment,
  'assignment-override': assignmentOverride,
  'course': course,
  'course-minimal': courseMinimal,
  'enrollment': enrollment,
  'file': file,
  'folder': folder,
  'group': group,
  'licenses': licenses,
  'section': section,
  'submission': submission,
  'tabs': tabs,
  'terms': terms,
  'usage-rights': usageRights,
  'user': user,
  'user-minimal': userMinimal,
};
const sample = (name: string): unknown => {
  const found = samples[name];
  if (found === undefined) throw new Error(`no sample ${name}`);
  return found;
};
const list = (name: string): unknown[] => sample(name) as unknown[];

const single: [string, z.ZodMiniType][] = [
  ['course', courseSchema],
  ['course-minimal', courseSchema],
  ['user', userSchema],
  ['user-minimal', userSchema],
  ['enrollment', enrollmentSchema],
  ['section', sectionSchema],
  ['assignment', assignmentSchema],
  ['submission', submissionSchema],
  ['file', fileSchema],
  ['folder', folderSchema],
  ['group', groupSchema],
  ['account', accountSchema],
  ['account-course-admin', accountSchema],
  ['terms', enrollmentTermListSchema],
  ['usage-rights', usageRightsUpdateSchema],
];
const lists: [string, z.ZodMiniType][] = [
  ['tabs', tabSchema],
  ['assignment-override', assignmentOverrideSchema],
  ['licenses', licenseSchema],
];

describe("the app's schemas read Canvas's documented responses", () => {
  it.each(single)('%s', (name, schema) => {
    const result = schema.safeParse(sample(name));
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it.each(lists)('%s (every element)', (name, schema) => {
    for (const element of list(name)) expect(schema.safeParse(element).error?.issues ?? []).toEqual([]);
  });

  it('keeps ids as strings whichever form they came in, with every digit of a shard id', () => {
    const terms = enrollmentTermListSchema.parse(sample('terms')).enrollment_terms;
    expect(terms.map((term) => term.id)).toEqual(['1', '1']);
    const course = courseSchema.parse({ ...(sample('course') as object), id: '17280000000012345', account_id: 81259 });
    expect(course).toMatchObject({ id: '17280000000012345', account_id: '81259', term: { id: '1' } });
  });

  it('holds the embedded server to what Canvas documents as sent, though the app does without it', () => {
    // The documented Course has no homeroom_course, course_color or friendly_name: fine for the app, not for this server.
    expect(courseSchema.safeParse(sample('course')).success).toBe(true);
    const missing = courseContract.safeParse(sample('course')).error?.issues.map((issue) => issue.path.join('.'));
    expect(missing).toEqual(expect.arrayContaining(['homeroom_course', 'course_color', 'friendly_name']));
  });
});
