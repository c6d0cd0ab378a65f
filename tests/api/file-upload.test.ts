import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { readSettings, writeSetting } from '../../src/server/db/settings-store.ts';
import { testEngines } from './support/databases.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { authorized, login, seedAccount } from './support/user-accounts.ts';

const PASSWORD = 'correct-horse-1';
const SCRIPT = '<script>alert(document.cookie)</script>';

/** A real image of the given size and format, drawn by sharp: a red square with a blue corner. */
async function drawImage(format: 'png' | 'jpeg' | 'gif' | 'webp', width = 8, height = 8): Promise<Buffer> {
  const corner = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#0000ff' } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
    .composite([{ input: corner, left: 0, top: 0 }])
    .toFormat(format)
    .toBuffer();
}

/** A GIF with a comment block (extension 0xFE) carrying `text`, put right after the header and screen descriptor. */
function withGifComment(gif: Buffer, text: string): Buffer {
  const hasColourTable = (gif[10]! & 0x80) !== 0;
  const headerEnd = 13 + (hasColourTable ? 3 * 2 ** ((gif[10]! & 0x07) + 1) : 0);
  const comment = Buffer.concat([
    Buffer.from([0x21, 0xfe, text.length]),
    Buffer.from(text, 'latin1'),
    Buffer.from([0x00]),
  ]);
  return Buffer.concat([gif.subarray(0, headerEnd), comment, gif.subarray(headerEnd)]);
}

/** An animated GIF of `count` small frames, alternating green and red. */
async function animatedGif(count: number): Promise<Buffer> {
  const frame = (colour: string) =>
    sharp({ create: { width: 4, height: 4, channels: 3, background: colour } })
      .png()
      .toBuffer();
  const frames = await Promise.all(
    Array.from({ length: count }, (_, index) => frame(index % 2 ? '#ff0000' : '#00ff00')),
  );
  return sharp(frames, { join: { animated: true } })
    .gif()
    .toBuffer();
}

describe.each(testEngines())('POST file on $name', (engine) => {
  let server: TestServer;
  let dataDir: string;
  let token: string;
  let people = 0;

  const upload = (
    file: Buffer,
    name: string,
    { source = 'avatar', type = 'image/png', language = 'en_US', as = token } = {},
  ) => {
    const form = new FormData();
    form.append('source', source);
    form.append('file', new Blob([new Uint8Array(file)], { type }), name);
    return server.request('/answer/api/v1/file', { method: 'POST', body: form, ...authorized(as, language) });
  };
  const storedFiles = () => readdirSync(join(dataDir, constants.upload.directory));
  const storedBytes = (url: string) => readFileSync(join(dataDir, constants.upload.directory, url.split('/').pop()!));
  const newMember = async () => {
    people += 1;
    const email = `member${people}@example.org`;
    const id = await seedAccount(server, { email, password: PASSWORD, username: `member${people}` });
    return { id, token: (await login(server, email, PASSWORD)).body.data.access_token as string };
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'quorum-upload-'));
    server = await startTestServer(engine, { dataDir });
    await seedAccount(server, { email: 'uploader@example.org', password: PASSWORD, username: 'uploader' });
    token = (await login(server, 'uploader@example.org', PASSWORD)).body.data.access_token;
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores a real PNG under the data directory and serves it back, the same picture, with long cache headers', async () => {
    const response = await upload(await drawImage('png'), 'avatar.png');
    expect(response.status).toBe(200);
    const url: string = response.body.data;
    // without a site URL set, the address the request reached (siteLink)
    expect(url).toMatch(new RegExp(`^${server.baseUrl}${constants.upload.url_path}/[0-9a-f]{32}\\.png$`));
    expect(storedFiles()).toContain(url.split('/').pop());
    const served = await server.fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toContain(`max-age=${constants.upload.cache_max_age_seconds}`);
    const { data, info } = await sharp(Buffer.from(await served.arrayBuffer()))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([8, 8]);
    expect([...data.subarray(0, 3)]).toEqual([0, 0, 255]);
    expect([...data.subarray(-3)]).toEqual([255, 0, 0]);
  });

  it.each(['jpeg', 'webp'] as const)('keeps a %s image in its format', async (format) => {
    const response = await upload(await drawImage(format), `photo.${format}`, { type: `image/${format}` });
    expect(response.status).toBe(200);
    expect((await sharp(storedBytes(response.body.data)).metadata()).format).toBe(format);
  });

  it('takes the image kind from the content, not the name: a GIF named .png is kept as .gif', async () => {
    const response = await upload(await drawImage('gif'), 'picture.png');
    expect(response.body.data).toMatch(/\.gif$/);
  });

  it('drops the location and every other metadata a photo carries', async () => {
    const photo = await sharp(await drawImage('jpeg'))
      .withExif({
        IFD0: { Make: 'Spy Camera', ImageDescription: 'my house' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '48/1 51/1 24/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '2/1 21/1 3/1',
        },
      })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await upload(photo, 'holiday.jpg', { type: 'image/jpeg' });
    expect(response.status).toBe(200);
    const stored = storedBytes(response.body.data);
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(stored.includes('Spy Camera')).toBe(false);
    expect(stored.includes('GPS')).toBe(false);
  });

  it('a PNG with a web page appended is stored as the picture alone', async () => {
    const polyglot = Buffer.concat([await drawImage('png'), Buffer.from(`<html><body>${SCRIPT}</body></html>`)]);
    const response = await upload(polyglot, 'page.png');
    expect(response.status).toBe(200);
    const stored = storedBytes(response.body.data);
    expect(stored.includes('<script')).toBe(false);
    expect(stored.includes('<html')).toBe(false);
    expect((await sharp(stored).metadata()).width).toBe(8);
  });

  it('hands out upload addresses on the site URL an admin set', async () => {
    const general = (await readSettings(server.database.db)).general as Record<string, unknown> | undefined;
    await writeSetting(server.database.db, 'general', { ...general, site_url: 'https://harbour.example.org' });
    try {
      const response = await upload(await drawImage('png'), 'avatar.png');
      expect(response.body.data).toMatch(
        new RegExp(`^https://harbour\\.example\\.org${constants.upload.url_path}/[0-9a-f]{32}\\.png$`),
      );
    } finally {
      await writeSetting(server.database.db, 'general', general ?? {});
    }
  });

  it('a GIF that is also a script (its comment closes the header into JavaScript) loses the script', async () => {
    const polyglot = withGifComment(await drawImage('gif'), `*/=alert(document.domain);/*${SCRIPT}`);
    expect((await sharp(polyglot).metadata()).format).toBe('gif');
    const response = await upload(polyglot, 'funny.gif', { type: 'image/gif' });
    expect(response.status).toBe(200);
    const stored = storedBytes(response.body.data);
    expect(stored.includes('alert(')).toBe(false);
    expect(stored.includes('<script')).toBe(false);
    const served = await server.fetch(response.body.data);
    expect(served.headers.get('content-type')).toBe('image/gif');
  });

  it('refuses a file that only starts like an image, in both languages, storing nothing', async () => {
    const before = storedFiles().length;
    const fake = Buffer.concat([(await drawImage('png')).subarray(0, 8), Buffer.from(`${SCRIPT}`.repeat(20))]);
    const en = await upload(fake, 'fake.png');
    expect(en.status).toBe(400);
    expect(en.body.data).toEqual([{ error_field: 'file', error_msg: 'This file could not be read as an image.' }]);
    expect((await upload(fake, 'fake.png', { language: 'zh_CN' })).body.msg).toBe('无法将此文件识别为图片。');
    expect(storedFiles().length).toBe(before);
  });

  it('refuses a small file that would unpack into a huge bitmap before decoding it', async () => {
    const side = Math.ceil(Math.sqrt(constants.upload.max_pixels)) + 1;
    const bomb = await sharp({ create: { width: side, height: side, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(constants.limits.image.max_bytes);
    const millions = constants.upload.max_pixels / 1_000_000;
    const en = await upload(bomb, 'bomb.png');
    expect(en.status).toBe(400);
    expect(en.body.data).toEqual([
      { error_field: 'file', error_msg: `Images may have at most ${millions} million pixels.` },
    ]);
    expect((await upload(bomb, 'bomb.png', { language: 'zh_CN' })).body.msg).toBe(
      `图片最多只能有 ${millions} 百万像素。`,
    );
  });

  it('keeps an animated GIF animated, and refuses one with more frames than allowed', async () => {
    const kept = await upload(await animatedGif(2), 'wave.gif', { type: 'image/gif' });
    expect(kept.status).toBe(200);
    expect((await sharp(storedBytes(kept.body.data), { animated: true }).metadata()).pages).toBe(2);
    const long = await animatedGif(constants.upload.max_frames + 1);
    const en = await upload(long, 'long.gif', { type: 'image/gif' });
    expect(en.status).toBe(400);
    expect(en.body.data).toEqual([
      { error_field: 'file', error_msg: `Animated images may have at most ${constants.upload.max_frames} frames.` },
    ]);
    expect((await upload(long, 'long.gif', { type: 'image/gif', language: 'zh_CN' })).body.msg).toBe(
      `动画图片最多只能有 ${constants.upload.max_frames} 帧。`,
    );
  });

  it('accepts a file of exactly 4 MB and refuses one of 4 MB + 1 byte', async () => {
    const image = await drawImage('png');
    const padded = (bytes: number) => Buffer.concat([image, Buffer.alloc(bytes - image.length)]);
    const exactly = await upload(padded(constants.limits.image.max_bytes), 'big.png');
    expect(exactly.status).toBe(200);
    // What follows the image's end is not part of the picture: it is not kept.
    expect(storedBytes(exactly.body.data).length).toBeLessThan(image.length * 2);
    const tooBig = await upload(padded(constants.limits.image.max_bytes + 1), 'bigger.png');
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.data).toEqual([{ error_field: 'file', error_msg: 'Image size cannot exceed 4 MB.' }]);
    const zh = await upload(padded(constants.limits.image.max_bytes + 1), 'bigger.png', { language: 'zh_CN' });
    expect(zh.body.msg).toMatch(/4 ?MB/);
  });

  it('refuses uploads past the per-user rate, and only for that user', async () => {
    const { max_count, window_seconds } = constants.upload.rate;
    const busy = await newMember();
    const image = await drawImage('png');
    for (let index = 0; index < max_count; index += 1)
      expect((await upload(image, `${index}.png`, { as: busy.token })).status).toBe(200);
    const before = storedFiles().length;
    const refused = await upload(image, 'one-more.png', { as: busy.token });
    expect(refused.status).toBe(400);
    const minutes = window_seconds / 60;
    expect(refused.body.data).toEqual([
      {
        error_field: 'file',
        error_msg: `You can upload at most ${max_count} images in ${minutes} minutes. Please try again later.`,
      },
    ]);
    expect((await upload(image, 'one-more.png', { as: busy.token, language: 'zh_CN' })).body.msg).toBe(
      `${minutes} 分钟内最多可上传 ${max_count} 张图片，请稍后再试。`,
    );
    expect(storedFiles().length).toBe(before);
    expect((await upload(image, 'mine.png', { as: (await newMember()).token })).status).toBe(200);
  });

  it('refuses an upload that would pass the per-user storage quota, storing nothing', async () => {
    const full = await newMember();
    const now = Math.floor(Date.now() / 1000);
    // Earlier uploads (a day ago, outside the rate window) that leave less room than one more picture.
    const image = await drawImage('png');
    await server.database.db
      .insertInto('upload')
      .values({
        user_id: full.id,
        name: 'earlier.png',
        source: 'post',
        bytes: constants.upload.quota_bytes - image.length + 1,
        created_at: now - 86_400,
      })
      .execute();
    const before = storedFiles().length;
    const refused = await upload(image, 'last.png', { as: full.token });
    expect(refused.status).toBe(400);
    const megabytes = constants.upload.quota_bytes / (1024 * 1024);
    expect(refused.body.data).toEqual([
      { error_field: 'file', error_msg: `Your uploads would exceed your storage quota of ${megabytes} MB.` },
    ]);
    expect((await upload(image, 'last.png', { as: full.token, language: 'zh_CN' })).body.msg).toBe(
      `上传后将超出你的 ${megabytes} MB 存储配额。`,
    );
    expect(storedFiles().length).toBe(before);
  });

  it.each([
    ['a text file named .png', Buffer.from('just some text, not an image'), 'notes.png', 'image/png'],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'logo.svg',
      'image/svg+xml',
    ],
  ])('refuses %s', async (_name, content, fileName, type) => {
    const en = await upload(content, fileName, { type });
    expect(en.status).toBe(400);
    expect(en.body.data).toEqual([
      { error_field: 'file', error_msg: 'Only PNG, JPEG, GIF and WebP images are allowed.' },
    ]);
    expect((await upload(content, fileName, { type, language: 'zh_CN' })).body.msg).toBe(
      '只允许 PNG、JPEG、GIF 和 WebP 图片。',
    );
  });

  it('refuses an unknown source and a request without a file', async () => {
    const image = await drawImage('png');
    const source = await upload(image, 'a.png', { source: 'anything' });
    expect(source.body.data).toEqual([{ error_field: 'source', error_msg: 'This kind of upload is not supported.' }]);
    const form = new FormData();
    form.append('source', 'avatar');
    const empty = await server.request('/answer/api/v1/file', { method: 'POST', body: form, ...authorized(token) });
    expect(empty.body.data).toEqual([{ error_field: 'file', error_msg: 'Choose a file to upload.' }]);
  });

  it('needs a signed-in, activated user', async () => {
    const form = new FormData();
    form.append('source', 'avatar');
    form.append('file', new Blob([new Uint8Array(await drawImage('png'))]), 'a.png');
    expect((await server.request('/answer/api/v1/file', { method: 'POST', body: form })).status).toBe(401);
  });

  it('serves nothing but stored uploads', async () => {
    for (const path of [
      '/answer/uploads/..%2F..%2Fetc%2Fpasswd',
      '/answer/uploads/unknown.png',
      `/answer/uploads/${'0'.repeat(32)}.png`,
    ]) {
      expect((await server.fetch(path)).status).toBe(404);
    }
  });
});
