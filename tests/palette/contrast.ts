// WCAG 2.x contrast arithmetic on opaque hex colours: the palette test derives readable shades from Mantine's palettes with it.

type Rgb = readonly [number, number, number];

function parseHex(color: string): Rgb {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (match === null) throw new Error(`Not an opaque hex colour: ${color}`);
  const digits = match[1]!.length === 3 ? [...match[1]!].map((digit) => digit + digit).join('') : match[1]!;
  return [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16)) as unknown as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Relative luminance (WCAG 2.x), 0 for black to 1 for white. */
export function relativeLuminance(color: string): number {
  const [r, g, b] = parseHex(color).map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, from 1 (same) to 21 (black on white); order does not matter. */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** The least shift of `color` toward black (darker) or white (lighter) that reaches `ratio` against every background (itself if it
 * does): mixing in 1% steps keeps the hue and changes the shade as little as it must. */
export function shiftUntilReadable(color: string, toward: '#000000' | '#ffffff', backgrounds: readonly string[], ratio: number): string {
  const [from, to] = [parseHex(color), parseHex(toward)];
  for (let step = 0; step <= 100; step += 1) {
    const candidate = toHex(from.map((channel, index) => channel + (to[index]! - channel) * (step / 100)) as unknown as Rgb);
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= ratio)) return candidate;
  }
  throw new Error(`No shade of ${color} toward ${toward} reaches ${ratio}:1 on ${backgrounds.join(', ')}`);
}
