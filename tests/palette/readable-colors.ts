import { DEFAULT_THEME, type MantineColorsTuple, type MantineThemeColors } from '@mantine/core';
import { shiftUntilReadable, relativeLuminance } from './contrast';

/** Mantine's palettes, with the few shades that carry text moved just far enough to be read (WCAG AA, 4.5:1 for normal text). */

/** A hair over AA's 4.5:1, so a surface blended over the page (hover, striping) still reaches it. */
export const TEXT_CONTRAST = 4.6;

/** How far the hover shade (9) of a filled colour stands from its rest shade (8). */
const HOVER_CONTRAST = 1.1;

const gray = DEFAULT_THEME.colors.gray;
const dark = DEFAULT_THEME.colors.dark;

/** Where text sits in the light scheme: the page, striped rows and hovered surfaces. */
export const LIGHT_SURFACES = [DEFAULT_THEME.white, gray[0], gray[1]] as const;
/** Where text sits in the dark scheme: the page (dark 7), cards and stripes (6), hover (5), code (8). */
export const DARK_SURFACES = [dark[7], dark[6], dark[5], dark[8]] as const;

function replaceShades(palette: MantineColorsTuple, shades: Record<number, string>): MantineColorsTuple {
  return palette.map((shade, index) => shades[index] ?? shade) as unknown as MantineColorsTuple;
}

/** A colour palette (blue, teal, yellow…) whose text-carrying shades are readable in both schemes. */
export function readablePalette(palette: MantineColorsTuple): MantineColorsTuple {
  const shade8 = shiftUntilReadable(palette[8], '#000000', LIGHT_SURFACES, TEXT_CONTRAST);
  // Shade 9 is the text of a light badge (on shade 1) and the hover of filled: never lighter than 8.
  const darker9 = relativeLuminance(palette[9]) <= relativeLuminance(shade8) ? palette[9] : shade8;
  const readable9 = shiftUntilReadable(darker9, '#000000', [palette[1], ...LIGHT_SURFACES], TEXT_CONTRAST);
  // A filled button still visibly darkens on hover (shade 9) where both shades had to move.
  const shade9 = shiftUntilReadable(readable9, '#000000', [shade8], HOVER_CONTRAST);
  const shade4 = shiftUntilReadable(palette[4], '#ffffff', DARK_SURFACES, TEXT_CONTRAST);
  return replaceShades(palette, { 4: shade4, 8: shade8, 9: shade9 });
}

/** The secondary (`dimmed`) text of each scheme, readable on every surface of that scheme. */
const readableGray = replaceShades(gray, { 6: shiftUntilReadable(gray[6], '#000000', LIGHT_SURFACES, TEXT_CONTRAST) });
const readableDark = replaceShades(dark, { 2: shiftUntilReadable(dark[2], '#ffffff', DARK_SURFACES, TEXT_CONTRAST) });

export function readableColors(colors: MantineThemeColors = DEFAULT_THEME.colors): MantineThemeColors {
  const result: Record<string, MantineColorsTuple> = {};
  for (const [name, palette] of Object.entries(colors)) {
    // gray and dark are the neutrals: their dark shades are surfaces and text already, only dimmed moves.
    result[name] = name === 'gray' ? readableGray : name === 'dark' ? readableDark : readablePalette(palette);
  }
  return result as MantineThemeColors;
}
