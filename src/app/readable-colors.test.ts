import { readFileSync } from 'node:fs';
import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './contrast';
import { DARK_SURFACES, LIGHT_SURFACES, readableColors } from './readable-colors';
import { readablePaletteSource } from '../../scripts/generate-readable-palette';
import { appTheme } from './theme';

// The shades Mantine's CSS variables put text in, checked against every surface of their scheme (WCAG AA
// for normal text, 4.5:1), for every palette, so a new component or a host's primary colour is covered.
const AA = 4.5;
const colors = readableColors();
const palettes = Object.entries(colors).filter(([name]) => name !== 'gray' && name !== 'dark');
const minContrast = (color: string, surfaces: readonly string[]) => Math.min(...surfaces.map((surface) => contrastRatio(color, surface)));

describe('readableColors', () => {
  it('makes dimmed text readable in both schemes (gray 6 in light, dark 2 in dark)', () => {
    expect(minContrast(colors.gray[6], LIGHT_SURFACES)).toBeGreaterThanOrEqual(AA);
    expect(minContrast(colors.dark[2], DARK_SURFACES)).toBeGreaterThanOrEqual(AA);
    // Still secondary: lighter than body text in light, darker than it in dark.
    expect(relativeLuminance(colors.gray[6])).toBeGreaterThan(relativeLuminance(DEFAULT_THEME.black));
    expect(relativeLuminance(colors.dark[2])).toBeLessThan(relativeLuminance(colors.dark[0]));
  });

  it.each(palettes)('%s: filled, outline and link text (shade 8) read on light surfaces and under white text', (_, palette) => {
    expect(minContrast(palette[8], LIGHT_SURFACES)).toBeGreaterThanOrEqual(AA);
  });

  it.each(palettes)('%s: a light badge (shade 9 on shade 1) reads, and hover (9) is darker than rest (8)', (_, palette) => {
    expect(contrastRatio(palette[9], palette[1])).toBeGreaterThanOrEqual(AA);
    expect(relativeLuminance(palette[9])).toBeLessThan(relativeLuminance(palette[8]));
  });

  it.each(palettes)('%s: text in the dark scheme (shade 4) reads on dark surfaces', (_, palette) => {
    expect(minContrast(palette[4], DARK_SURFACES)).toBeGreaterThanOrEqual(AA);
  });

  it('leaves the shades that carry no text as Mantine has them (chart fills, backgrounds)', () => {
    for (const [name, palette] of palettes) {
      for (const shade of [0, 1, 2, 3, 5, 6, 7]) expect(palette[shade], `${name} ${shade}`).toBe(DEFAULT_THEME.colors[name]![shade]);
    }
    expect(colors.dark.slice(3)).toEqual(DEFAULT_THEME.colors.dark.slice(3));
  });

  it('is the theme’s, with filled colours at shade 8 in both schemes', () => {
    expect(appTheme.colors).toEqual(colors);
    expect(appTheme.primaryShade).toEqual({ light: 8, dark: 8 });
  });
});

describe('the generated palette (readable-palette.gen.ts)', () => {
  it('is what readable-colors.ts works out today; after a change or a Mantine upgrade, `npm run gen:palette`', () => {
    expect(readFileSync(new URL('./readable-palette.gen.ts', import.meta.url), 'utf8')).toBe(readablePaletteSource());
  });
});
