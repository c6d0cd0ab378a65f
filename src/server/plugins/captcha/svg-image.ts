import sharp from 'sharp';
import { constants } from '../../../../generated/constants.ts';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphs, type Point } from './glyphs.ts';

/** A number in [0, 1); injectable so tests can draw the same image twice. */
export type Random = () => number;

const {
  width,
  height,
  noise_lines: noiseLines,
  noise_dots: noiseDots,
  max_rotation_degrees: maxRotation,
} = constants.captcha.image;
const PADDING = height / 7;
// Glyphs fill at most 60 % of the height and 75 % of their cell, leaving room for rotation and jitter.
const unitFor = (cell: number) => Math.min((height * 0.6) / GLYPH_HEIGHT, (cell * 0.75) / GLYPH_WIDTH);

const between = (random: Random, min: number, max: number) => min + random() * (max - min);
const fixed = (value: number) => value.toFixed(1);
const colour = (random: Random, lightness: [number, number]) =>
  `hsl(${Math.floor(between(random, 0, 360))},${Math.floor(between(random, 45, 75))}%,${Math.floor(between(random, ...lightness))}%)`;

function glyphPaths(character: string, centreX: number, centreY: number, unit: number, random: Random): string[] {
  const glyph = glyphs[character];
  if (!glyph) throw new Error(`the captcha alphabet has no glyph for ${character}`);
  const angle = (between(random, -maxRotation, maxRotation) * Math.PI) / 180;
  const scale = unit * between(random, 0.85, 1.15);
  const slant = between(random, -0.25, 0.25);
  const stroke = colour(random, [20, 42]);
  const strokeWidth = fixed(between(random, 2.2, 3.2));
  const place = ([x, y]: Point): string => {
    // Centre the glyph, skew and jitter each point, then rotate about the cell's centre.
    const dy = (y - GLYPH_HEIGHT / 2 + between(random, -0.3, 0.3)) * scale;
    const dx = (x - GLYPH_WIDTH / 2 + between(random, -0.3, 0.3)) * scale + slant * dy;
    return `${fixed(centreX + dx * Math.cos(angle) - dy * Math.sin(angle))} ${fixed(centreY + dx * Math.sin(angle) + dy * Math.cos(angle))}`;
  };
  return glyph.map(
    (line) =>
      `<path d="M${line.map(place).join('L')}" stroke="${stroke}" stroke-width="${strokeWidth}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
}

function noiseLine(random: Random): string {
  const point = (x: number) => `${fixed(x)} ${fixed(between(random, 0, height))}`;
  return `<path d="M${point(0)}C${point(width / 3)} ${point((2 * width) / 3)} ${point(width)}" stroke="${colour(random, [40, 65])}" stroke-width="${fixed(between(random, 0.8, 2))}" fill="none"/>`;
}

function noiseDot(random: Random): string {
  return `<circle cx="${fixed(between(random, 0, width))}" cy="${fixed(between(random, 0, height))}" r="${fixed(between(random, 0.6, 1.6))}" fill="${colour(random, [35, 70])}"/>`;
}

/** Shuffled, so the order of elements in the file tells nothing about the order of the characters. */
function shuffled<T>(items: T[], random: Random): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/** Draws the code as distorted strokes among noise lines and dots: an SVG document. */
export function renderCaptchaSvg(code: string, random: Random = Math.random): string {
  const cell = (width - 2 * PADDING) / code.length;
  const characters = [...code].flatMap((character, index) =>
    glyphPaths(
      character,
      PADDING + cell * (index + 0.5) + between(random, -cell / 10, cell / 10),
      height / 2 + between(random, -PADDING / 2, PADDING / 2),
      unitFor(cell),
      random,
    ),
  );
  const noise = [
    ...Array.from({ length: noiseLines }, () => noiseLine(random)),
    ...Array.from({ length: noiseDots }, () => noiseDot(random)),
  ];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="hsl(${Math.floor(between(random, 0, 360))},30%,95%)"/>` +
    shuffled([...characters, ...noise], random).join('') +
    '</svg>'
  );
}

/**
 * The picture as the data URL clients put into an img src: rasterized to PNG, so a bot cannot read the
 * characters back from the SVG's paths and has to recognize them in pixels, as a person does.
 */
export async function captchaImageDataUrl(code: string, random?: Random): Promise<string> {
  const png = await sharp(Buffer.from(renderCaptchaSvg(code, random)))
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}
