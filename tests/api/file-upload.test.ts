import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { testEngines } from './support/databases.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { authorized, login, seedAccount } from './support/user-accounts.ts';

const PASSWORD = 'correct-horse-1';
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PNG_SIGNATURE = PNG_1X1.subarray(0, 8);

function imageOfSize(bytes: number): Buffer {
  const image = Buffer.alloc(bytes);
  PNG_SIGNATURE.copy(image);
  return image;
}

describe.each(testEngines())('POST file on $name', (engine) => {
  let server: TestServer;
  let dataDir: string;
  let token: string;

  const upload = (file: Buffer, name: string, { source = 'avatar', type = 'image/png', language = 'en_US', as = token } = {}) => {
    const form = new FormData();
    form.append('source', source);
    form.append('file', new Blob([new Uint8Array(file)], { type }), name);
    return server.request('/answer/api/v1/file', { method: 'POST', body: form, ...authorized(as, language) });
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

  it('stores a real PNG under the data directory and serves it back with long cache headers', async () => {
    const response = await upload(PNG_1X1, 'avatar.png');
    expect(response.status).toBe(200);
    const url: string = response.body.data;
    expect(url).toMatch(new RegExp(`^${constants.upload.url_path}/[0-9a-f]{32}\\.png$`));
    expect(readdirSync(join(dataDir, constants.upload.directory))).toContain(url.split('/').pop());
    const served = await fetch(`${server.baseUrl}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain(`max-age=${constants.upload.cache_max_age_seconds}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_1X1)).toBe(true);
  });

  it('takes the image kind from the content, not the name: a GIF named .png is kept as .gif', async () => {
    const gif = Buffer.from('R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==', 'base64');
    const response = await upload(gif, 'picture.png');
    expect(response.body.data).toMatch(/\.gif$/);
  });

  it('accepts an image of exactly 4 MB and refuses one of 4 MB + 1 byte', async () => {
    expect((await upload(imageOfSize(constants.limits.image.max_bytes), 'big.png')).status).toBe(200);
    const tooBig = await upload(imageOfSize(constants.limits.image.max_bytes + 1), 'bigger.png');
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.data).toEqual([{ error_field: 'file', error_msg: 'Image size cannot exceed 4 MB.' }]);
    const zh = await upload(imageOfSize(constants.limits.image.max_bytes + 1), 'bigger.png', { language: 'zh_CN' });
    expect(zh.body.msg).toMatch(/4 ?MB/);
  });

  it.each([
    ['a text file named .png', Buffer.from('just some text, not an image'), 'notes.png', 'image/png'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.svg', 'image/svg+xml'],
  ])('refuses %s', async (_name, content, fileName, type) => {
    const en = await upload(content, fileName, { type });
    expect(en.status).toBe(400);
    expect(en.body.data).toEqual([{ error_field: 'file', error_msg: 'Only PNG, JPEG, GIF and WebP images are allowed.' }]);
    expect((await upload(content, fileName, { type, language: 'zh_CN' })).body.msg).toBe('只允许 PNG、JPEG、GIF 和 WebP 图片。');
  });

  it('refuses an unknown source and a request without a file', async () => {
    const source = await upload(PNG_1X1, 'a.png', { source: 'anything' });
    expect(source.body.data).toEqual([{ error_field: 'source', error_msg: 'This kind of upload is not supported.' }]);
    const form = new FormData();
    form.append('source', 'avatar');
    const empty = await server.request('/answer/api/v1/file', { method: 'POST', body: form, ...authorized(token) });
    expect(empty.body.data).toEqual([{ error_field: 'file', error_msg: 'Choose a file to upload.' }]);
  });

  it('needs a signed-in, activated user', async () => {
    const form = new FormData();
    form.append('source', 'avatar');
    form.append('file', new Blob([new Uint8Array(PNG_1X1)]), 'a.png');
    expect((await server.request('/answer/api/v1/file', { method: 'POST', body: form })).status).toBe(401);
  });

  it('serves nothing but stored uploads', async () => {
    for (const path of ['/answer/uploads/..%2F..%2Fetc%2Fpasswd', '/answer/uploads/unknown.png', `/answer/uploads/${'0'.repeat(32)}.png`]) {
      expect((await fetch(`${server.baseUrl}${path}`)).status).toBe(404);
    }
  });
});
