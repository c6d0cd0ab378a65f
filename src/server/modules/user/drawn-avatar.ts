import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { constants } from '../../../../generated/constants.ts';

const CELLS = constants.avatar.drawn_grid_cells;
const SIZE = constants.user_pages.gravatar_size;
const BACKGROUND = [240, 240, 240];

/**
 * A picture for someone without one we can fetch: a left-right symmetric grid of cells in one
 * colour, both taken from a hash of the seed (the user id), so a person keeps the same picture.
 */
export async function drawnAvatar(seed: string): Promise<Buffer> {
  const hash = createHash('sha256').update(seed).digest();
  const colour = [hash[0]! % 160, hash[1]! % 160, hash[2]! % 160];
  const pixels = Buffer.alloc(CELLS * CELLS * 3);
  for (let row = 0; row < CELLS; row += 1) {
    for (let column = 0; column < CELLS; column += 1) {
      const mirrored = Math.min(column, CELLS - 1 - column);
      const filled = (hash[3 + row * CELLS + mirrored]! & 1) === 1;
      pixels.set(filled ? colour : BACKGROUND, (row * CELLS + column) * 3);
    }
  }
  return sharp(pixels, { raw: { width: CELLS, height: CELLS, channels: 3 } })
    .resize(SIZE, SIZE, { kernel: 'nearest' })
    .png()
    .toBuffer();
}
