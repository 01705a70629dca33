import { readFileSync } from 'node:fs';
import { buildPdf } from './pdf';
import { drawPng, type Rgb, type Shape } from './png';
import type { Rng } from './rng';

const MEMBRANE: Rgb = [46, 125, 50];
const CYTOPLASM: Rgb = [200, 230, 201];
const NUCLEUS: Rgb = [123, 31, 162];
const ORGANELLE: Rgb = [239, 108, 0];
const SKY: Rgb = [236, 244, 250];

export const cellDiagramPng = (): Buffer =>
  drawPng(128, 128, SKY, [
    { kind: 'ellipse', cx: 64, cy: 64, rx: 58, ry: 50, color: MEMBRANE },
    { kind: 'ellipse', cx: 64, cy: 64, rx: 54, ry: 46, color: CYTOPLASM },
    { kind: 'ellipse', cx: 58, cy: 60, rx: 18, ry: 16, color: NUCLEUS },
    { kind: 'ellipse', cx: 62, cy: 56, rx: 5, ry: 5, color: [74, 20, 140] },
    { kind: 'ellipse', cx: 92, cy: 78, rx: 10, ry: 5, color: ORGANELLE },
    { kind: 'ellipse', cx: 36, cy: 88, rx: 9, ry: 5, color: ORGANELLE },
  ]);

export const mitochondriaPng = (): Buffer => {
  const cristae: Shape[] = [36, 52, 68, 84].map((x) => ({ kind: 'rect', x, y: 24, w: 4, h: 32, color: [191, 54, 12] }));
  return drawPng(128, 80, [255, 248, 225], [
    { kind: 'ellipse', cx: 64, cy: 40, rx: 56, ry: 28, color: [230, 81, 0] },
    { kind: 'ellipse', cx: 64, cy: 40, rx: 50, ry: 22, color: [255, 183, 77] },
    ...cristae,
  ]);
};

export const plantCellPng = (): Buffer => {
  const chloroplasts: Shape[] = [
    [30, 30], [96, 34], [28, 96], [98, 94], [64, 104],
  ].map(([cx = 0, cy = 0]) => ({ kind: 'ellipse', cx, cy, rx: 9, ry: 6, color: [27, 94, 32] }));
  return drawPng(128, 128, [241, 248, 233], [
    { kind: 'rect', x: 8, y: 8, w: 112, h: 112, color: [85, 139, 47] },
    { kind: 'rect', x: 14, y: 14, w: 100, h: 100, color: [220, 237, 200] },
    { kind: 'ellipse', cx: 64, cy: 62, rx: 30, ry: 26, color: [179, 229, 252] },
    { kind: 'ellipse', cx: 100, cy: 60, rx: 10, ry: 10, color: NUCLEUS },
    ...chloroplasts,
  ]);
};

export const microscopePng = (): Buffer =>
  drawPng(96, 128, [250, 250, 250], [
    { kind: 'rect', x: 18, y: 108, w: 60, h: 12, color: [55, 71, 79] },
    { kind: 'rect', x: 60, y: 30, w: 10, h: 80, color: [69, 90, 100] },
    { kind: 'rect', x: 30, y: 72, w: 44, h: 6, color: [96, 125, 139] },
    { kind: 'rect', x: 34, y: 14, w: 12, h: 52, color: [38, 50, 56] },
    { kind: 'ellipse', cx: 40, cy: 12, rx: 9, ry: 5, color: [144, 164, 174] },
  ]);

export const headshotPng = (): Buffer =>
  drawPng(96, 96, [207, 216, 220], [
    { kind: 'ellipse', cx: 48, cy: 100, rx: 38, ry: 30, color: [21, 101, 192] },
    { kind: 'ellipse', cx: 48, cy: 40, rx: 20, ry: 24, color: [141, 85, 36] },
    { kind: 'rect', x: 28, y: 14, w: 40, h: 10, color: [33, 33, 33] },
  ]);

/** A student's micrograph: cells scattered at random, so every student's upload has different bytes. */
export function specimenPng(rng: Rng): Buffer {
  const stain: Rgb = [rng.int(120, 220), rng.int(60, 160), rng.int(140, 230)];
  const cells: Shape[] = [];
  for (let i = 0; i < 7; i++) {
    const cx = rng.int(8, 56);
    const cy = rng.int(8, 56);
    const r = rng.int(6, 11);
    cells.push({ kind: 'ring', cx, cy, r, width: 2, color: stain });
    cells.push({ kind: 'ellipse', cx, cy, rx: 2, ry: 2, color: [60, 30, 90] });
  }
  return drawPng(64, 64, [245, 240, 230], cells);
}

export const pdf = buildPdf;

export const text = (body: string): Buffer => Buffer.from(body, 'utf8');

/** The course's documents: short, but real PDFs and text that open in any viewer. */
export const docs = {
  syllabus: () =>
    buildPdf('Biology 101 Syllabus', [
      'Lectures MWF 9am, Science Hall 120. Labs weekly in Science Hall 204.',
      'Grading: Homework 30%, Labs 30%, Exams 40%.',
    ]),
  textbookExcerpt: () =>
    buildPdf('Chapter 4: A Tour of the Cell', [
      'Cells are the basic units of life.',
      'Prokaryotic cells lack a nucleus; eukaryotic cells have one.',
    ]),
  answerKey: () => buildPdf('Midterm Answer Key', ['1. B', '2. D', '3. A (mitochondria)', '4. C']),
  week1Slides: () =>
    buildPdf('Week 1: Introduction to Cells', ['Cell theory', 'Microscopy and scale', 'Prokaryotes vs eukaryotes']),
  week2Slides: () =>
    buildPdf('Week 2: Membranes and Transport', ['Fluid mosaic model', 'Diffusion and osmosis', 'Active transport']),
  lab1Handout: () =>
    buildPdf('Lab 1: Using the Compound Microscope', [
      'Carry the microscope with two hands.',
      'Start at the lowest magnification.',
      'Prepare a wet mount of onion epidermis.',
    ]),
  week1Notes: () =>
    text('Week 1 notes\n\n- All living things are made of cells.\n- Cells come from pre-existing cells.\n'),
  lab4Draft: () => text('Lab 4: Enzyme activity and temperature\n\nDRAFT - do not distribute.\n'),
  rubricDraft: () => text('Lab report rubric (draft)\n\nHypothesis: 10\nMethod: 10\nResults: 15\nDiscussion: 15\n'),
  groupNotes: () => text('Lab Group 1 notes\n\nBring paper towels and a scale on Thursday.\n'),
};

/** Potato-core masses before and after soaking, as a lab group would record them. */
export function osmosisCsv(rng: Rng): Buffer {
  const rows = ['sucrose_molarity,trial,initial_mass_g,final_mass_g,percent_change'];
  for (const molarity of [0, 0.2, 0.4, 0.6, 0.8, 1.0]) {
    for (let trial = 1; trial <= 3; trial++) {
      const initial = 2 + rng.int(0, 60) / 100;
      const change = 0.2 - molarity * 0.45 + (rng.next() - 0.5) * 0.04;
      const final = initial * (1 + change);
      const percent = (change * 100).toFixed(1);
      rows.push([molarity.toFixed(1), trial, initial.toFixed(2), final.toFixed(2), percent].join(','));
    }
  }
  return Buffer.from(`${rows.join('\n')}\n`, 'utf8');
}

/** Two seconds of VP9 WebM (a cell drifting across a membrane), made once with ffmpeg and kept as an asset. */
export const osmosisVideo = (): Buffer =>
  readFileSync(new URL('./assets/osmosis-demo.webm', import.meta.url));
