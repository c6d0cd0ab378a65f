// The customize and branding pages (spec/settings/themes.yaml, css-html.yaml, branding.yaml): what an
// admin saves shows in the siteinfo and in the served page's head at once.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { readSettings } from '../../src/server/db/settings-store.ts';
import { ADMIN_API, putPageSettings, readPageSettings, savePageSettings } from './support/admin-settings.ts';
import { seedCommunity, type Member } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { API } from './support/questions.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const { csp_nonce_placeholder: PLACEHOLDER } = constants.security_headers;
const BUILT_INDEX = `<!doctype html><html><head>
<script type="module" src="/answer/assets/index.js" nonce="${PLACEHOLDER}"></script>
</head><body><div id="root"></div></body></html>`;

describe.each(testEngines())('admin themes, custom code and branding on $name', (engine) => {
  let server: TestServer;
  let dataDir: string;
  let admin: Member;
  let member: Member;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'quorum-branding-'));
    const webRoot = join(dataDir, 'web');
    mkdirSync(join(webRoot, 'assets'), { recursive: true });
    writeFileSync(join(webRoot, 'index.html'), BUILT_INDEX);
    server = await startTestServer(engine, { dataDir, webRoot });
    ({ admin, newcomer: member } = await seedCommunity(server));
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const siteInfo = async () => (await server.request(`${API}/siteinfo`)).body.data;
  /** a page as a visitor gets it, with the nonce its Content-Security-Policy names */
  const page = async () => {
    const response = await server.fetch('/answer/questions');
    const nonce = /'nonce-([0-9a-f]+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    return { html: await response.text(), nonce: nonce! };
  };
  const upload = async (who: Member) => {
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('source', 'branding');
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
    return server.request(`${API}/file`, { method: 'POST', body: form, ...who.as });
  };

  it('themes: the options, then a new primary colour, header style and default scheme everywhere', async () => {
    const options = await server.request(`${ADMIN_API}/theme/options`, admin.as);
    expect(options.body.data).toEqual(constants.theme.options);
    expect((await server.request(`${ADMIN_API}/theme/options`, member.as)).status).toBe(403);
    const shown = await readPageSettings(server, admin, 'theme');
    expect(shown).toMatchObject({ theme: 'default', theme_options: constants.theme.options });

    await savePageSettings(server, admin, 'theme', {
      color_scheme: 'dark',
      theme_config: { navbar_style: 'light', primary_color: '#AA3300' },
    });
    expect((await siteInfo()).theme).toEqual({
      theme: 'default',
      color_scheme: 'dark',
      theme_config: { navbar_style: 'light', primary_color: '#AA3300' },
    });
    const { html, nonce } = await page();
    expect(html).toContain(`<style nonce="${nonce}">:root{--color-primary:#aa3300;--color-on-primary:#ffffff}</style>`);

    for (const primary of ['red', '#12345', '#1234567', 'url(x)']) {
      const refused = await putPageSettings(server, admin, 'theme', {
        theme_config: { navbar_style: 'colored', primary_color: primary },
      });
      expect(refused.status, primary).toBe(400);
    }
    expect((await putPageSettings(server, admin, 'theme', { color_scheme: 'sepia' })).status).toBe(400);
    expect((await siteInfo()).theme.theme_config.primary_color).toBe('#AA3300');
  });

  it('custom code: only admins set it; the head (with the nonce), stylesheet and footer reach every page', async () => {
    const custom = {
      custom_head:
        '<meta name="verify" content="abc"><script src="https://stats.example/s.js"></script><style>.x{}</style>',
      custom_css: '.site-footer { color: rebeccapurple; }',
      custom_header: '<p>Welcome aboard</p>',
      custom_footer: '<p>Harbour footer</p>',
      custom_sidebar: '<p>Sidebar note</p>',
    };
    const refused = await server.request(`${ADMIN_API}/siteinfo/custom-css-html`, {
      method: 'PUT',
      headers: member.as.headers,
      json: custom,
    });
    expect(refused.status).toBe(403);
    await savePageSettings(server, admin, 'custom-css-html', custom);
    expect((await siteInfo()).custom_css_html).toEqual(custom);

    const { html, nonce } = await page();
    expect(html).toContain('<meta name="verify" content="abc">');
    expect(html).toContain(`<script nonce="${nonce}" src="https://stats.example/s.js"></script>`);
    expect(html).toContain(`<style nonce="${nonce}">.x{}</style>`);
    expect(html).toContain('<link rel="stylesheet" href="/answer/custom.css">');
    expect((await server.request('/answer/custom.css')).text).toBe(custom.custom_css);

    const tooLong = 'x'.repeat(constants.custom_code.max_length + 1);
    const long = await putPageSettings(server, admin, 'custom-css-html', { custom_footer: tooLong });
    expect(long.status).toBe(400);
    expect(long.body.data[0]).toEqual({
      error_field: 'custom_footer',
      error_msg: `Up to ${constants.custom_code.max_length} characters.`,
    });
    expect((await siteInfo()).custom_css_html.custom_footer).toBe(custom.custom_footer);
  });

  it('branding: uploaded images (admins only) become the logo and icons; other addresses are refused', async () => {
    expect((await upload(member)).status).toBe(403);
    const uploaded = await upload(admin);
    expect(uploaded.status).toBe(200);
    const logo = uploaded.body.data as string;
    expect(logo).toMatch(new RegExp(`^${server.baseUrl}${constants.upload.url_path}/branding/`));
    expect((await server.fetch(logo)).status).toBe(200);

    const icon = 'https://cdn.example.org/icon.png';
    await savePageSettings(server, admin, 'branding', { logo, mobile_logo: '', square_icon: icon, favicon: logo });
    expect((await siteInfo()).branding).toEqual({ logo, mobile_logo: '', square_icon: icon, favicon: logo });
    const { html } = await page();
    expect(html).toContain(`<link rel="icon" href="${logo}">`);
    expect(html).toContain(`<link rel="apple-touch-icon" href="${icon}">`);

    const before = (await readSettings(server.database.db)).branding;
    for (const address of [
      'http://cdn.example.org/logo.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '/answer/uploads/elsewhere.png',
      `https://cdn.example.org/${'a'.repeat(constants.branding.url_max)}.png`,
    ]) {
      const refused = await putPageSettings(server, admin, 'branding', { logo: address });
      expect(refused.status, address).toBe(400);
      expect(refused.body.data[0].error_field).toBe('logo');
    }
    expect((await readSettings(server.database.db)).branding).toEqual(before);
  });
});
