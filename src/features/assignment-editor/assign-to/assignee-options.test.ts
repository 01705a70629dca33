import { describe, expect, it } from 'vitest';
import type { Group } from '@/api/schemas/group';
import type { Section } from '@/api/schemas/section';
import type { User } from '@/api/schemas/user';
import { assigneeOptions, type OptionSources } from './assignee-options';

const sections = [
  { id: '1', name: 'Lab A', course_id: '9', total_students: 12 },
  { id: '2', name: 'Lab B', course_id: '9' },
] as Section[];
const groups = [{ id: '7', name: 'Kelp Team', members_count: 1 }] as Group[];
const students = [
  { id: '21', name: 'Omar Haddad' },
  { id: '22', name: 'Nadia Okoro' },
] as User[];
const sources: OptionSources = { term: '', everyoneLabel: 'Everyone', sections, groups, students, studentsTerm: '', taken: new Set() };
const labels = (change: Partial<OptionSources>) => assigneeOptions({ ...sources, ...change }).map((option) => `${option.label} (${option.detail})`);

describe('assigneeOptions', () => {
  it('offers everyone, the sections with their student counts, the groups, then the students', () => {
    expect(labels({})).toEqual([
      'Everyone (Every student not on another card)',
      'Lab A (Section · 12 students)',
      'Lab B (Section)',
      'Kelp Team (Group · 1 member)',
      'Omar Haddad (Student)',
      'Nadia Okoro (Student)',
    ]);
  });

  it('leaves out what any card already holds', () => {
    expect(labels({ taken: new Set(['everyone', 'section-1', 'student-22']) })).toEqual([
      'Lab B (Section)',
      'Kelp Team (Group · 1 member)',
      'Omar Haddad (Student)',
    ]);
  });

  it('filters sections and groups by the term, and trusts the server’s students for the term it searched', () => {
    expect(labels({ term: 'lab b', everyoneLabel: 'Everyone else', studentsTerm: 'lab b' })).toEqual([
      'Lab B (Section)',
      'Omar Haddad (Student)',
      'Nadia Okoro (Student)',
    ]);
  });

  it('filters students by name while their list answers another term (or none could be sent)', () => {
    expect(labels({ term: 'nad', studentsTerm: '' })).toEqual(['Nadia Okoro (Student)']);
    expect(labels({ term: 'ok', studentsTerm: null })).toEqual(['Nadia Okoro (Student)']);
  });
});
