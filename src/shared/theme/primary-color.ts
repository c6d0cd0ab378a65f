import { constants } from '../../../generated/constants.ts';

const HEX_COLOR = new RegExp(constants.theme.primary_color_pattern);

/** The red, green and blue of a #rrggbb colour; null for anything else (such as a value stored by hand). */
export function rgbOfHex(color: string): [number, number, number] | null {
  if (!HEX_COLOR.test(color)) return null;
  const value = Number.parseInt(color.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** Relative luminance of an sRGB colour (WCAG 2). */
function luminance([red, green, blue]: [number, number, number]): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

export interface PrimaryColors {
  primary: string;
  /** black or white, whichever reads better on the primary colour: the admin may pick any colour */
  onPrimary: '#ffffff' | '#000000';
}

/** The design tokens a site's primary colour sets; null when it is not a #rrggbb colour. */
export function primaryColorsOf(color: string): PrimaryColors | null {
  const rgb = rgbOfHex(color);
  if (!rgb) return null;
  const background = luminance(rgb);
  const onWhite = 1.05 / (background + 0.05);
  const onBlack = (background + 0.05) / 0.05;
  return { primary: color.toLowerCase(), onPrimary: onWhite >= onBlack ? '#ffffff' : '#000000' };
}

/** The stylesheet rule that sets them, for the served page's head. */
export function primaryColorRule(colors: PrimaryColors): string {
  return `:root{--color-primary:${colors.primary};--color-on-primary:${colors.onPrimary}}`;
}
