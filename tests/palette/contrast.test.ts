import { describe, expect, it } from 'vitest';
import { contrastRatio, shiftUntilReadable, relativeLuminance } from './contrast';

describe('contrastRatio', () => {
  it('spans 1:1 for a colour on itself to 21:1 for black on white, in either order', () => {
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
  });

  it('matches the ratios axe-core reported for Mantine’s defaults', () => {
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2); // gray 6, light dimmed
    expect(contrastRatio('#828282', '#242424')).toBeCloseTo(4.03, 1); // dark 2 on dark 7, dark dimmed
    expect(contrastRatio('#ffffff', '#228be6')).toBeCloseTo(3.55, 1); // white on blue 6
  });

  it('reads three-digit hex and rejects what is not an opaque hex colour', () => {
    expect(relativeLuminance('#fff')).toBe(1);
    expect(() => relativeLuminance('rgba(0, 0, 0, 0.5)')).toThrow(/opaque hex/);
  });
});

describe('shiftUntilReadable', () => {
  it('leaves a colour that already reaches the ratio as it is', () => {
    expect(shiftUntilReadable('#495057', '#000000', ['#ffffff'], 4.5)).toBe('#495057');
    expect(shiftUntilReadable('#c9c9c9', '#ffffff', ['#242424'], 4.5)).toBe('#c9c9c9');
  });

  it('moves a colour only as far as the ratio needs, against every background', () => {
    const darker = shiftUntilReadable('#868e96', '#000000', ['#ffffff', '#f1f3f5'], 4.5);
    expect(contrastRatio(darker, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(darker, '#f1f3f5')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(darker, '#f1f3f5')).toBeLessThan(4.8);

    const lighter = shiftUntilReadable('#828282', '#ffffff', ['#242424', '#3b3b3b'], 4.5);
    expect(contrastRatio(lighter, '#3b3b3b')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(lighter, '#3b3b3b')).toBeLessThan(4.8);
  });

  it('says so when no shade can reach the ratio', () => {
    expect(() => shiftUntilReadable('#333333', '#000000', ['#000000'], 4.5)).toThrow(/reaches 4.5:1/);
  });
});
