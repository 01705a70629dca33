import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Nothing wider than the screen: the page itself never scrolls sideways (wide tables scroll inside their own region).
 * Checked once the layout has settled: on a busy machine a page still drawing its rows can be wider for a frame.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
      message: 'how many pixels the page scrolls sideways',
    })
    .toBeLessThanOrEqual(0);
}

/** Every control `controls` matches lies wholly inside the viewport's width. */
export async function expectInsideViewport(page: Page, controls: Locator): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const boxes = await controls.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { name: element.outerHTML.slice(0, 80), left: box.left, right: box.right };
    }),
  );
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes) {
    expect(box.left, box.name).toBeGreaterThanOrEqual(0);
    expect(box.right, box.name).toBeLessThanOrEqual(width);
  }
}
