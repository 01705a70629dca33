import * as demo from './demo-files';
import { DEMO_IDS } from './demo-ids';
import { addFile, addFolder, addRootFolder, type FolderRef } from './file-rows';
import type { SeedContext } from './seed-context';

const PDF = 'application/pdf';
const PNG = 'image/png';
const TXT = 'text/plain';
const CSV = 'text/csv';

type Extra = { usageRightsId?: number; hidden?: boolean; locked?: boolean; userId?: number };
type Entry = [folder: FolderRef, name: string, contentType: string, bytes: Uint8Array, daysAgo: number, extra?: Extra];

const { teacher, student } = DEMO_IDS.users;

/** Biology 101's file tree, demo-teacher's personal files and Lab Group 1's files. */
export function seedFiles(ctx: SeedContext): void {
  const { clock, insert } = ctx;
  const course = DEMO_IDS.courses.biology;
  const usage = (use_justification: string, legal_copyright: string | null, license: string) =>
    insert('usage_rights', { context_type: 'Course', context_id: course, use_justification, legal_copyright, license });
  const own = usage('own_copyright', '© 2025 Lectern University', 'private');
  const ccBy = usage('creative_commons', 'Wikimedia Commons contributors', 'cc_by');
  const fairUse = usage('fair_use', 'OpenStax Biology 2e', 'private');

  const at = clock.rel(-45);
  const root = addRootFolder(ctx, 'Course', course, 'course files', at, DEMO_IDS.biology.rootFolder);
  const lectures = addFolder(ctx, root, 'Lectures', 1, at);
  const week1 = addFolder(ctx, lectures, 'Week 1', 1, at);
  const week2 = addFolder(ctx, lectures, 'Week 2', 2, clock.rel(-38));
  const handouts = addFolder(ctx, root, 'Lab Handouts', 2, at);
  const images = addFolder(ctx, root, 'Images', 3, at);
  const myFiles = addRootFolder(ctx, 'User', teacher, 'my files', clock.rel(-300));
  const groupFiles = addRootFolder(ctx, 'Group', DEMO_IDS.biology.labGroups[0], 'files', clock.rel(-40));

  const { docs } = demo;
  const entries: Entry[] = [
    [root, 'Syllabus.pdf', PDF, docs.syllabus(), 44, { usageRightsId: own }],
    [root, 'Textbook Excerpt - Chapter 4.pdf', PDF, docs.textbookExcerpt(), 43, { usageRightsId: fairUse }],
    // Teachers keep answer keys in the course but hidden from students until after the exam.
    [root, 'Answer Key - Midterm.pdf', PDF, docs.answerKey(), 13, { hidden: true }],
    [week1, 'Week 1 - Introduction to Cells.pdf', PDF, docs.week1Slides(), 44, { usageRightsId: own }],
    [week1, 'Week 1 Notes.txt', TXT, docs.week1Notes(), 42],
    [week2, 'Week 2 - Membranes and Transport.pdf', PDF, docs.week2Slides(), 37, { usageRightsId: own }],
    [week2, 'Osmosis Demo.webm', 'video/webm', demo.osmosisVideo(), 36, { usageRightsId: own }],
    [handouts, 'Lab 1 - Microscopy.pdf', PDF, docs.lab1Handout(), 40],
    [handouts, 'Osmosis Data Template.csv', CSV, demo.osmosisCsv(ctx.rng), 30],
    // Locked: drafted for next week and not yet published to students.
    [handouts, 'Lab 4 - Enzymes (draft).txt', TXT, docs.lab4Draft(), 2, { locked: true }],
    [images, 'cell-diagram.png', PNG, demo.cellDiagramPng(), 44, { usageRightsId: ccBy }],
    [images, 'mitochondria.png', PNG, demo.mitochondriaPng(), 44, { usageRightsId: ccBy }],
    [images, 'plant-cell.png', PNG, demo.plantCellPng(), 39, { usageRightsId: ccBy }],
    [images, 'microscope.png', PNG, demo.microscopePng(), 41, { usageRightsId: own }],
    [myFiles, 'Grading Rubric Draft.txt', TXT, docs.rubricDraft(), 20],
    [myFiles, 'headshot.png', PNG, demo.headshotPng(), 290],
    [groupFiles, 'Group Notes.txt', TXT, docs.groupNotes(), 12, { userId: student }],
    [groupFiles, 'Osmosis Results.csv', CSV, demo.osmosisCsv(ctx.rng), 9, { userId: student }],
  ];
  for (const [folder, name, contentType, bytes, daysAgo, extra = {}] of entries) {
    const { userId = teacher, ...flags } = extra;
    addFile(ctx, {
      contextType: folder.contextType,
      contextId: folder.contextId,
      folderId: folder.id,
      userId,
      name,
      contentType,
      bytes,
      createdAt: clock.rel(-daysAgo),
      ...flags,
    });
  }
}
