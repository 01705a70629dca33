// usage: node /tmp/shot.mjs '<json list of {name,token,path,w,h,dark,keys,wait,scrollText}>'
import { chromium } from '@playwright/test';
const list = JSON.parse(process.argv[2]);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const s of list) {
  const ctx = await browser.newContext({ viewport: { width: s.w ?? 1440, height: s.h ?? 900 }, colorScheme: s.dark ? 'dark' : 'light' });
  const page = await ctx.newPage();
  await page.addInitScript((t) => sessionStorage.setItem('lectern.token', t), s.token ?? 'demo-teacher');
  await page.goto('http://127.0.0.1:3299' + s.path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(s.wait ?? 800);
  for (const k of s.keys ?? []) { await page.keyboard.press(k); await page.waitForTimeout(300); }
  if (s.scrollText) await page.getByText(s.scrollText).first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/shots/${s.name}.png` });
  await ctx.close();
}
await browser.close();
