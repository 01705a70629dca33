import { expect, type Locator } from '@playwright/test';

/** Drawn, not just present: a blank canvas has no dark pixels, a rendered page's text has many. */
export async function expectCanvasDrawn(canvas: Locator): Promise<void> {
  await expect(canvas).toBeVisible();
  const darkPixels = (c: HTMLCanvasElement) => {
    const data = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data ?? new Uint8ClampedArray();
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 128 && (data[i + 3] ?? 0) > 0) dark += 1;
    return dark;
  };
  await expect.poll(() => canvas.evaluate(darkPixels)).toBeGreaterThan(100);
}
