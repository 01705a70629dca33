import type { Page } from '@playwright/test';

/** The app's entry script. */
export const APP_ENTRY = /\/assets\/app-[^/]+\.js$/;

/** The app's entry and the boot script that hands a drawn page (docs/decisions/0093) over to it. */
export const APP_AND_BOOT = /\/(assets\/app-[^/]+|first-screen-boot)\.js$/;

/** Holds the page's requests for scripts matching `scripts` until the returned function is called. */
export async function holdScripts(page: Page, scripts: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(scripts, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
