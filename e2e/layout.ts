import { expect, type Locator, type Page } from '@playwright/test';

/** Nothing wider than the screen: the page itself never scrolls sideways (wide tables scroll inside their own region). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
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
