import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { constants } from '../../../../generated/constants.ts';
import { newCaptchaCode } from '../../../../src/server/plugins/captcha/basic-captcha.ts';
import { glyphs } from '../../../../src/server/plugins/captcha/glyphs.ts';
import { captchaImageDataUrl, renderCaptchaSvg } from '../../../../src/server/plugins/captcha/svg-image.ts';

/** A small deterministic generator (mulberry32), so two drawings can be compared. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const strokes = (code: string) => [...code].reduce((sum, character) => sum + glyphs[character]!.length, 0);

describe('the captcha picture', () => {
  it('has a stroke glyph for every character of the alphabet, and no look-alikes in it', () => {
    for (const character of constants.captcha.alphabet) expect(glyphs[character], character).toBeDefined();
    for (const lookAlike of '0O1IL') expect(constants.captcha.alphabet).not.toContain(lookAlike);
  });

  it('draws codes of the configured length from the alphabet', () => {
    for (let index = 0; index < 200; index++) {
      const code = newCaptchaCode();
      expect(code.length).toBeGreaterThanOrEqual(constants.captcha.code_length.min);
      expect(code.length).toBeLessThanOrEqual(constants.captcha.code_length.max);
      expect([...code].every((character) => constants.captcha.alphabet.includes(character))).toBe(true);
    }
  });

  it('draws every stroke of the code among noise lines and dots, without text', () => {
    const { width, height, noise_lines: lines, noise_dots: dots } = constants.captcha.image;
    const svg = renderCaptchaSvg('K7RW', seeded(1));
    expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
    expect(svg.match(/<path /g)).toHaveLength(strokes('K7RW') + lines);
    expect(svg.match(/<circle /g)).toHaveLength(dots);
    expect(svg).not.toMatch(/<text|font/);
    const coordinates = [...svg.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((match) => [
      Number(match[1]),
      Number(match[2]),
    ]);
    for (const [x, y] of coordinates) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(width);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(height);
    }
  });

  it('distorts the same code differently each time', () => {
    expect(renderCaptchaSvg('ACDE', seeded(1))).toBe(renderCaptchaSvg('ACDE', seeded(1)));
    expect(renderCaptchaSvg('ACDE', seeded(1))).not.toBe(renderCaptchaSvg('ACDE', seeded(2)));
  });

  it('is sent as a PNG of the configured size, with no SVG or text in it to read', async () => {
    const url = await captchaImageDataUrl('XY34', seeded(3));
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    const png = Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
    const { format, width, height } = await sharp(png).metadata();
    expect({ format, width, height }).toEqual({
      format: 'png',
      width: constants.captcha.image.width,
      height: constants.captcha.image.height,
    });
    expect(png.toString('latin1')).not.toMatch(/<svg|<path|XY34/);
    // the same code drawn with other distortions gives other pixels
    expect(await captchaImageDataUrl('XY34', seeded(4))).not.toBe(url);
  });
});
