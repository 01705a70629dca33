import type { Page } from '@playwright/test';
import { openAtFirstFrame, WHEN_FIRST_SHOWN } from './first-frame-probe';

/**
 * Page-side probes, installed as an init script. They find the grading view's two contracts by accessible name,
 * the region named "Submission by …" and the textbox labelled "Grade…" (what the e2e page objects find with
 * getByRole). They keep the time of the first frame showing a student's submission region and grade box
 * (bench/first-frame-probe.ts), and time a student switch from the keydown's own timestamp to the first frame
 * showing another student (-1 when none came: the end of the list).
 * Plain JavaScript in a string: a function handed to the page would carry the TS compiler's helpers.
 */
export const GRADING_PROBES = `
(() => {${WHEN_FIRST_SHOWN}
  const nameOf = (el) => {
    const label = el.getAttribute('aria-label');
    if (label) return label.trim();
    const ids = el.getAttribute('aria-labelledby');
    if (ids) return ids.split(/\\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
    return el.labels ? Array.from(el.labels).map((l) => l.textContent ?? '').join(' ').trim() : '';
  };
  const shown = (el) => el.getClientRects().length > 0;
  const submissionName = () => {
    for (const el of document.querySelectorAll('section, [role="region"]')) {
      const name = nameOf(el);
      if (name.startsWith('Submission by ') && shown(el)) return name;
    }
    return null;
  };
  const gradeInputShown = () =>
    Array.from(document.querySelectorAll('input:not([type="hidden"]), [role="textbox"], [role="combobox"]'))
      .some((el) => nameOf(el).startsWith('Grade') && shown(el));
  const armSwitch = (timeoutMs) => {
    const before = submissionName();
    let start;
    window.addEventListener('keydown', (event) => { start = event.timeStamp; }, { capture: true, once: true });
    window.__gradingSwitch = new Promise((resolve) => {
      const deadline = performance.now() + timeoutMs;
      const tick = () => {
        const now = submissionName();
        if (start !== undefined && now !== null && now !== before) return resolve(performance.now() - start);
        if (performance.now() > deadline) return resolve(-1);
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
  };
  const probes = { submissionName, gradeInputShown, armSwitch, firstStudentAt: 0 };
  window.__gradingProbes = probes;
  whenFirstShown(() => submissionName() !== null && gradeInputShown(), (at) => { probes.firstStudentAt = at; });
})();
`;

/** What the probes put on `window`, for the bench's page.evaluate calls. */
export type ProbeWindow = {
  __gradingProbes: { submissionName: () => string | null; gradeInputShown: () => boolean; armSwitch: (timeoutMs: number) => void; firstStudentAt: number };
  __gradingSwitch: Promise<number>;
};

/**
 * Navigates `page` to the grading view at `url` and returns the milliseconds from navigation start to the first
 * frame with a student's submission region and grade box both shown. Throws `failure()` when none came.
 */
export async function openAtFirstStudent(page: Page, url: string, timeoutMs: number, failure: () => string): Promise<number> {
  const ms = await openAtFirstFrame(page, url, ['__gradingProbes', 'firstStudentAt'], timeoutMs, failure);
  // The same contracts through Playwright's accessibility queries, so the probes cannot drift from them.
  await page.getByRole('region', { name: /^Submission by / }).waitFor();
  await page.getByRole('textbox', { name: /^Grade/ }).first().waitFor();
  return ms;
}
