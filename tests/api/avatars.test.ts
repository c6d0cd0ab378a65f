import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { writeSetting } from '../../src/server/db/settings-store.ts';
import { testEngines } from './support/databases.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { authorized, login, seedAccount } from './support/user-accounts.ts';

const PASSWORD = 'correct-horse-1';
const SIZE = constants.user_pages.gravatar_size;
const emailHash = (email: string) => createHash('md5').update(email).digest('hex');

/** A stand-in for Gravatar on loopback: a green picture for the addresses it knows, 404 for the rest. */
async function startPictureServer(known: string[]): Promise<{ base: string; requests: URL[]; close(): void }> {
  const green = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#00ff00' } })
    .png()
    .toBuffer();
  const requests: URL[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://picture.test');
    requests.push(url);
    if (known.some((email) => url.pathname === `/avatar/${emailHash(email)}`))
      response.writeHead(200, { 'content-type': 'image/png' }).end(green);
    else response.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { base: `http://127.0.0.1:${port}/avatar/`, requests, close: () => server.close() };
}

describe.each(testEngines())('avatars from our origin on $name', (engine) => {
  let server: TestServer;
  let dataDir: string;
  let pictures: Awaited<ReturnType<typeof startPictureServer>>;
  const people: Record<'known' | 'unknown' | 'other', { id: string; email: string; token: string }> = {} as never;

  const getAvatar = (id: string) => server.fetch(`${constants.avatar.url_path}/${id}`);
  const pixelOf = async (png: Buffer) => [...(await sharp(png).removeAlpha().raw().toBuffer()).subarray(0, 3)];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'quorum-avatars-'));
    server = await startTestServer(engine, { dataDir });
    pictures = await startPictureServer(['known@example.org']);
    await writeSetting(server.database.db, 'users', { default_avatar: 'system', gravatar_base_url: pictures.base });
    for (const name of ['known', 'unknown', 'other'] as const) {
      const email = `${name}@example.org`;
      const id = await seedAccount(server, { email, password: PASSWORD, username: name });
      await server.database.db
        .updateTable('users')
        .set({ avatar: JSON.stringify({ type: 'gravatar', gravatar: '', custom: '' }) })
        .where('id', '=', id)
        .execute();
      people[name] = { id, email, token: (await login(server, email, PASSWORD)).body.data.access_token };
    }
  });
  afterAll(async () => {
    pictures.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('user answers point at our origin, with no query, and carry no email hash or gravatar address', async () => {
    const profile = await server.request(`/answer/api/v1/personal/user/info?username=known`);
    expect(profile.status).toBe(200);
    expect(profile.body.data.avatar).toBe(`${constants.avatar.url_path}/${people.known.id}`);
    const own = await server.request('/answer/api/v1/user/info', authorized(people.known.token));
    expect(own.status).toBe(200);
    for (const answer of [profile.text, own.text]) {
      expect(answer).not.toContain(emailHash(people.known.email));
      expect(answer).not.toContain(pictures.base);
      expect(answer).not.toContain('gravatar.com');
    }
  });

  it('serves the gravatar picture, fetched once by the server at the avatar size and then kept on disk', async () => {
    const before = pictures.requests.length;
    const first = await getAvatar(people.known.id);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    const picture = Buffer.from(await first.arrayBuffer());
    expect(await sharp(picture).metadata()).toMatchObject({ width: SIZE, height: SIZE });
    expect(await pixelOf(picture)).toEqual([0, 255, 0]);
    const asked = pictures.requests.slice(before);
    expect(asked.map((url) => url.pathname)).toEqual([`/avatar/${emailHash(people.known.email)}`]);
    expect(asked[0]!.searchParams.get('s')).toBe(String(SIZE));

    const again = await getAvatar(people.known.id);
    expect(Buffer.from(await again.arrayBuffer()).equals(picture)).toBe(true);
    expect(pictures.requests.length).toBe(before + 1);
    const cached = readdirSync(join(dataDir, constants.avatar.cache_directory));
    expect(cached.length).toBeGreaterThan(0);
    expect(cached.join(' ')).not.toContain(emailHash(people.known.email));
  });

  it('someone Gravatar does not know gets a picture drawn from their id, the same each time and not another user’s', async () => {
    const first = Buffer.from(await (await getAvatar(people.unknown.id)).arrayBuffer());
    expect(await sharp(first).metadata()).toMatchObject({ format: 'png', width: SIZE, height: SIZE });
    expect(await pixelOf(first)).not.toEqual([0, 255, 0]);
    const again = Buffer.from(await (await getAvatar(people.unknown.id)).arrayBuffer());
    expect(again.equals(first)).toBe(true);
    const other = Buffer.from(await (await getAvatar(people.other.id)).arrayBuffer());
    expect(other.equals(first)).toBe(false);
  });

  it('when Gravatar does not answer, the server stops waiting by its own timeout and serves the drawn picture', async () => {
    pictures.close();
    const silent = createServer(() => undefined);
    const hungUp = new Promise<void>((resolve) =>
      silent.on('connection', (socket) => socket.on('close', () => resolve())),
    );
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    await writeSetting(server.database.db, 'users', {
      default_avatar: 'system',
      gravatar_base_url: `http://127.0.0.1:${port}/avatar/`,
    });
    try {
      // no answer ever comes, so an answer here means the server gave up on Gravatar, and it hung up
      const response = await getAvatar(people.other.id);
      expect(response.status).toBe(200);
      expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({
        format: 'png',
        width: SIZE,
      });
      await hungUp;
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('answers 404 for ids that are no user, malformed or deleted', async () => {
    await server.database.db
      .updateTable('users')
      .set({ status: constants.user_status.deleted })
      .where('id', '=', people.other.id)
      .execute();
    for (const id of ['999999', 'abc', '1'.repeat(40), people.other.id]) {
      const response = await getAvatar(id);
      expect(response.status, id).toBe(404);
      expect((await response.json()).code).toBe(404);
    }
  });
});
