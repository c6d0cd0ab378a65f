import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { createSession } from '../../src/server/auth/sessions.ts';
import { writeSetting } from '../../src/server/db/settings-store.ts';
import { INSTALL_ROW } from '../../src/server/modules/install/install-state.ts';
import { regeneratedCopy, type SpecEdit } from '../support/regenerated-copy.ts';
import { startCopyServer, type CopyServer } from './support/copy-server.ts';
import { seedAccount } from './support/user-accounts.ts';

/** A new general setting, as a maintainer adds it: a field with its default, its label in both catalogues. */
const edits: SpecEdit[] = [
  {
    file: 'settings/general.yaml',
    from: '      check_update:\n        type: boolean',
    to: '      footer_note:\n        type: string\n        maxLength: 100\n        default: Fair winds\n      check_update:\n        type: boolean',
  },
  {
    file: 'settings/general.yaml',
    from: '  messages:\n',
    to: '    footer_note:\n      label: admin_settings.general.footer_note\n  messages:\n    footer_note:\n      maxLength: validation.max_length\n',
  },
  { file: 'i18n/en_US/admin-settings.yaml', from: '  general:\n', to: '  general:\n    footer_note: Footer note\n' },
  { file: 'i18n/zh_CN/admin-settings.yaml', from: '  general:\n', to: '  general:\n    footer_note: 页脚附注\n' },
];

describe('a maintainer adds a field to the general settings in spec/', () => {
  let copy: ReturnType<typeof regeneratedCopy>;
  let close: () => Promise<void>;
  let send: CopyServer['fetch'];
  let token: string;
  const call = (method: string, body?: unknown) =>
    send(`${constants.admin_api_prefix}/siteinfo/general`, {
      method,
      headers: { Authorization: token, 'Content-Type': 'application/json', 'Accept-Language': 'en_US' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then(async (response) => ({ status: response.status, body: await response.json() }));

  beforeAll(async () => {
    copy = regeneratedCopy(edits);
    const server = await startCopyServer(copy.dir, async (database) => {
      await writeSetting(database.db, INSTALL_ROW, { installed_at: Math.floor(Date.now() / 1000), version: 'test' });
      await writeSetting(database.db, 'general', { name: 'Harbour', site_url: 'https://harbour.example.org' });
    });
    send = server.fetch;
    const adminId = await seedAccount({ database: server.database } as Parameters<typeof seedAccount>[0], {
      email: 'admin@example.org',
      password: 'correct horse 1',
      role: constants.roles.admin,
    });
    token = await createSession(server.database.db, adminId);
    close = server.close;
  }, 120_000);

  afterAll(async () => {
    await close?.();
    copy?.remove();
  });

  it('the GET answers its default, the PUT stores it and the public siteinfo shows it', async () => {
    const before = await call('GET');
    expect(before.body.data).toMatchObject({ name: 'Harbour', footer_note: 'Fair winds' });
    const saved = await call('PUT', {
      ...before.body.data,
      contact_email: 'a@example.org',
      footer_note: 'Mind the tide',
    });
    expect(saved.status).toBe(200);
    expect((await call('GET')).body.data.footer_note).toBe('Mind the tide');
    const info = await send(`${constants.api_prefix}/siteinfo`).then((response) => response.json());
    expect(info.data.general.footer_note).toBe('Mind the tide');
    const refused = await call('PUT', {
      ...before.body.data,
      contact_email: 'a@example.org',
      footer_note: 'x'.repeat(101),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.data[0].error_field).toBe('footer_note');
  });

  it('the page table and the form the web page renders carry it', () => {
    const forms = readFileSync(join(copy.dir, 'generated/forms.ts'), 'utf8');
    expect(forms).toContain(
      '"footer_note": {\n          "type": "string",\n          "maxLength": 100,\n          "default": "Fair winds"',
    );
    expect(forms).toContain('"label": "admin_settings.general.footer_note"');
    const pages = readFileSync(join(copy.dir, 'generated/settings-pages.ts'), 'utf8');
    expect(pages).toContain('"form": "site_general"');
    expect(readFileSync(join(copy.dir, 'generated/messages/zh_CN.ts'), 'utf8')).toContain('页脚附注');
  });
});
