import { describe, expect, it } from 'vitest';
import css from './tokens.css?raw';

/** Text on the accent colour (primary buttons, at rest and hovered) must reach WCAG AA (4.5:1) in both themes. */
const darkStart = css.indexOf('@media (prefers-color-scheme: dark)');

function token(name: string, theme: 'light' | 'dark'): string {
  const source = theme === 'light' ? css.slice(0, darkStart) : css.slice(darkStart);
  const match = new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(source);
  if (!match?.[1]) throw new Error(`no ${name} in the ${theme} tokens`);
  return match[1];
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('accent colour contrast', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const background of ['color-accent', 'color-accent-hover']) {
      it(`${theme}: text on --${background} is at least 4.5:1`, () => {
        expect(contrast(token('color-on-accent', theme), token(background, theme))).toBeGreaterThanOrEqual(4.5);
      });
    }
  }
});
