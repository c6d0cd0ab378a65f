import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCopyServer, type CopyServer } from './support/copy-server.ts';
import { editedSiteNameMessage, regeneratedCopy, siteNameEdits } from '../support/regenerated-copy.ts';

describe('a maintainer edits a limit and a message in spec/', () => {
  let copy: ReturnType<typeof regeneratedCopy>;
  let close: () => Promise<void>;
  let send: CopyServer['fetch'];

  beforeAll(async () => {
    copy = regeneratedCopy(siteNameEdits);
    const server = await startCopyServer(copy.dir);
    send = server.fetch;
    close = server.close;
  }, 120_000);

  afterAll(async () => {
    await close?.();
    copy?.remove();
  });

  it('the server validates with the new limit and answers with the new message', async () => {
    const response = await send('/installation/base-info', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        lang: 'en_US',
        site_name: 'Thirteen char',
        site_url: 'https://example.org',
        contact_email: 'a@example.org',
        name: 'admin',
        password: 'long enough password',
        email: 'admin@example.org',
      }),
    });
    const body = await response.json();
    expect(response.status).toBe(400);
    expect(body.data).toEqual([{ error_field: 'site_name', error_msg: editedSiteNameMessage }]);
  });
});
