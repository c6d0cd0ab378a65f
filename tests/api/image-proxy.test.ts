import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { savePageSettings } from './support/admin-settings.ts';
import { seedMember, type Member } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { seedTag } from './support/posts.ts';
import { API, ask } from './support/questions.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// Plain-http images in posts are shown through the site's image proxy (constants.image_proxy): the post
// stores a signed address on the site's origin, and the proxy fetches only such addresses, only images,
// within the size limit. The pictures come from a server on loopback, which only the test allowance reaches.
const { url_path, test_allow_private_env, cache_seconds } = constants.image_proxy;
const MAX_BYTES = constants.limits.image.max_bytes;

interface Pictures {
  server: Server;
  base: string;
}

async function startPictureServer(png: Buffer): Promise<Pictures> {
  const oversized = Buffer.concat([png, Buffer.alloc(MAX_BYTES)]);
  const server = createServer((request, response) => {
    const send = (type: string, body: Buffer | string, headers: Record<string, string> = {}) =>
      response.writeHead(200, { 'content-type': type, ...headers }).end(body);
    if (request.url === '/pic.png') return send('image/png', png);
    if (request.url === '/moved.png') return response.writeHead(302, { location: '/pic.png' }).end();
    if (request.url === '/big.png') return send('image/png', oversized);
    // no declared length: the proxy must count what arrives
    if (request.url === '/big-chunked.png') {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.write(png);
      return response.end(Buffer.alloc(MAX_BYTES));
    }
    if (request.url === '/page.png') return send('image/png', '<html><script>alert(1)</script></html>');
    if (request.url === '/drawing.svg') return send('image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    return response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe.each(testEngines())('the image proxy on $name', (engine) => {
  let site: TestServer;
  let member: Member;
  let pictures: Pictures;
  let png: Buffer;

  /** The src the site stores for an image at `address`, as a post rendered now has it. */
  async function storedSrc(address: string): Promise<string> {
    const response = await site.request(`${API}/post/render`, {
      method: 'POST',
      json: { content: `![a picture](${address})` },
      ...member.as,
    });
    return /src="([^"]*)"/.exec(response.body.data as string)![1]!.replaceAll('&amp;', '&');
  }

  const load = (src: string, headers: Record<string, string> = {}) => site.fetch(src, { headers });

  beforeAll(async () => {
    png = await sharp({ create: { width: 3, height: 2, channels: 3, background: '#c0ffee' } })
      .png()
      .toBuffer();
    pictures = await startPictureServer(png);
    process.env[test_allow_private_env] = '1';
    try {
      site = await startTestServer(engine);
    } finally {
      delete process.env[test_allow_private_env];
    }
    member = await seedMember(site, { username: 'picture-poster' });
    await seedTag(site);
  });
  afterAll(async () => {
    await site?.close();
    pictures?.server.close();
  });

  it('a posted http image is stored at the proxy and served from the site; an https image keeps its address', async () => {
    const question = await ask(site, member, {
      content: `Here: ![plot](${pictures.base}/pic.png), ![logo](https://example.org/logo.png) and ![upload](${site.baseUrl}${constants.upload.url_path}/own.png)`,
      tags: ['general'],
    });
    const info = await site.request(`${API}/question/info?id=${question.id}`, member.as);
    const html = info.body.data.html as string;
    expect(html).toContain('src="https://example.org/logo.png"');
    // the site's own upload, named by its absolute http address, is the site's own file: never proxied
    expect(html).toContain(`src="${site.baseUrl}${constants.upload.url_path}/own.png"`);
    expect(html).not.toContain(`src="${pictures.base}`);
    const src = /src="([^"]*)"/.exec(html)![1]!.replaceAll('&amp;', '&');
    expect(src.startsWith(`${url_path}?`)).toBe(true);
    expect(new URL(src, site.baseUrl).searchParams.get('url')).toBe(`${pictures.base}/pic.png`);

    const picture = await load(src);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(picture.headers.get('x-content-type-options')).toBe('nosniff');
    expect(picture.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(picture.headers.get('cache-control')).toBe(`public, max-age=${cache_seconds}`);
    expect(Buffer.from(await picture.arrayBuffer()).equals(png)).toBe(true);
  });

  it("a private site's pictures are for its members: a visitor gets 401, a member the picture, kept privately", async () => {
    const src = await storedSrc(`${pictures.base}/pic.png`);
    const admin = await seedMember(site, { username: 'picture-admin', role: constants.roles.admin });
    await savePageSettings(site, admin, 'login', { login_required: true });
    try {
      expect((await load(src)).status).toBe(401);
      const picture = await load(src, member.as.headers);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('cache-control')).toBe(`private, max-age=${cache_seconds}`);
    } finally {
      await savePageSettings(site, admin, 'login', { login_required: false });
    }
  });

  it('follows a redirect to the picture', async () => {
    const picture = await load(await storedSrc(`${pictures.base}/moved.png`));
    expect(picture.status).toBe(200);
    expect(Buffer.from(await picture.arrayBuffer()).equals(png)).toBe(true);
  });

  it('refuses an address the site did not sign, with a localized 400', async () => {
    const signed = new URL(await storedSrc(`${pictures.base}/pic.png`), site.baseUrl);
    const other = new URL(signed);
    other.searchParams.set('url', `${pictures.base}/page.png`);
    for (const src of [
      `${url_path}?url=${encodeURIComponent(`${pictures.base}/pic.png`)}`,
      `${other.pathname}${other.search}`,
      `${url_path}?url=x&sig=zz`,
    ]) {
      const refused = await load(src);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { msg: string }).msg).toBe('This image address was not issued by this site.');
    }
    const chinese = await load(`${url_path}?url=x&sig=00`, { 'accept-language': 'zh-CN' });
    expect(((await chinese.json()) as { msg: string }).msg).toBe('此图片地址并非本站签发。');
  });

  it('refuses pictures over the size limit, declared or not, and what is no image whatever its header says', async () => {
    for (const [path, msg] of [
      ['/big.png', `The image is larger than ${MAX_BYTES} bytes.`],
      ['/big-chunked.png', `The image is larger than ${MAX_BYTES} bytes.`],
      ['/page.png', 'The address does not hold a PNG, JPEG, GIF or WebP image.'],
      ['/drawing.svg', 'The address does not hold a PNG, JPEG, GIF or WebP image.'],
      ['/missing.png', 'The image could not be fetched from its site.'],
    ]) {
      const refused = await load(await storedSrc(`${pictures.base}${path}`));
      expect(refused.status, path).toBe(502);
      expect(((await refused.json()) as { msg: string }).msg, path).toBe(msg);
    }
  });

  it('without the test allowance, refuses loopback and private targets, by address or by name', async () => {
    const guarded = await startTestServer(engine);
    try {
      for (const address of [
        `${pictures.base}/pic.png`,
        `http://localhost:${new URL(pictures.base).port}/pic.png`,
        'http://169.254.169.254/latest/meta-data',
        'http://[::1]/pic.png',
        'http://[::ffff:10.0.0.1]/pic.png',
      ]) {
        const src = await storedSrc(address);
        const refused = await guarded.fetch(src);
        expect(refused.status, address).toBe(403);
        expect(((await refused.json()) as { msg: string }).msg).toBe(
          'This image is on an address the site does not fetch from.',
        );
      }
    } finally {
      await guarded.close();
    }
  });
});
