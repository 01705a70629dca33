/**
 * Page-side probes, installed as an init script. They find the grading view's two contracts by accessible name,
 * the region named "Submission by …" and the textbox labelled "Grade…" (what the e2e page objects find with
 * getByRole), and time a student switch from the keydown's own timestamp to the first frame showing another
 * student (-1 when none came: the end of the list). Plain JavaScript in a string: a function handed to the page would carry the TS compiler's helpers.
 */
export const GRADING_PROBES = `
(() => {
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
  window.__gradingProbes = { submissionName, gradeInputShown, armSwitch };
})();
`;

/** What the probes put on `window`, for the bench's page.evaluate calls. */
export type ProbeWindow = {
  __gradingProbes: { submissionName: () => string | null; gradeInputShown: () => boolean; armSwitch: (timeoutMs: number) => void };
  __gradingSwitch: Promise<number>;
};
