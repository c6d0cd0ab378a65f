import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { testEngines } from './support/databases.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const { csp_nonce_placeholder: PLACEHOLDER } = constants.security_headers;

/** index.html as Vite builds it with html.cspNonce: the placeholder on every script and on the nonce meta. */
const BUILT_INDEX = `<!doctype html><html><head>
<meta property="csp-nonce" nonce="${PLACEHOLDER}">
<script type="module" crossorigin src="/answer/assets/index.js" nonce="${PLACEHOLDER}"></script>
</head><body><div id="root"></div></body></html>`;

function directivesOf(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectCommonHeaders(headers: Headers): void {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('referrer-policy')).toBe(constants.security_headers.referrer_policy);
  expect(headers.get('permissions-policy')).toContain('camera=()');
  expect(headers.get('permissions-policy')).toContain('geolocation=()');
  const csp = directivesOf(headers.get('content-security-policy'));
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
}

describe('security headers', () => {
  let server: TestServer;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'quorum-web-'));
    writeFileSync(join(webRoot, 'index.html'), BUILT_INDEX);
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'assets', 'index.js'), 'document.title = "ok";\n');
    // Headers do not depend on the database: the embedded one is enough.
    server = await startTestServer(testEngines({})[0]!, { webRoot });
  });
  afterAll(async () => {
    await server.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('a page allows scripts only from our origin or with its own nonce, never inline or eval', async () => {
    const page = await server.fetch('/answer/questions');
    expect(page.status).toBe(200);
    expectCommonHeaders(page.headers);
    const csp = directivesOf(page.headers.get('content-security-policy'));
    const scriptSrc = csp.get('script-src') ?? [];
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(csp.get('default-src')).toEqual(["'self'"]);
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc.join(' '))?.[1];
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    // Styles a dialog adds at run time carry the same nonce, which the page hands over in its meta.
    expect(csp.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    const html = await page.text();
    expect(html).not.toContain(PLACEHOLDER);
    expect(html).toContain(`<script type="module" crossorigin src="/answer/assets/index.js" nonce="${nonce}">`);
    expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
  });

  it('every page gets a nonce of its own', async () => {
    const nonces = await Promise.all(
      ['/answer/', '/answer/users/login'].map(async (path) => {
        const html = await (await server.fetch(path)).text();
        return /nonce="([^"]+)"/.exec(html)?.[1];
      }),
    );
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('API answers, errors and static files carry the headers too', async () => {
    for (const path of ['/answer/api/v1/siteinfo', '/answer/api/v1/no-such-call', '/answer/assets/index.js']) {
      const response = await server.fetch(path);
      expectCommonHeaders(response.headers);
    }
  });

  it('no HSTS over plain http, even when a client claims https through a forwarding header', async () => {
    const response = await server.fetch('/answer/', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  describe('served over https', () => {
    let certDir: string;
    let https: Server;
    let httpsUrl: string;

    beforeAll(async () => {
      certDir = mkdtempSync(join(tmpdir(), 'quorum-tls-'));
      const [key, cert] = [join(certDir, 'key.pem'), join(certDir, 'cert.pem')];
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-keyout',
          key,
          '-out',
          cert,
          '-days',
          '1',
          '-subj',
          '/CN=127.0.0.1',
        ],
        { stdio: 'ignore' },
      );
      // The same app behind a TLS socket of its own, as when the server is given a certificate.
      https = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (request, response) =>
        server.app.routing(request, response),
      );
      await new Promise<void>((resolve) => https.listen(0, '127.0.0.1', resolve));
      const address = https.address();
      httpsUrl = `https://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    });
    afterAll(() => {
      https.close();
      rmSync(certDir, { recursive: true, force: true });
    });

    it('sends HSTS', async () => {
      const { get } = await import('node:https');
      const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
        get(`${httpsUrl}/answer/`, { rejectUnauthorized: false }, (response) => {
          response.resume();
          resolve(response.headers);
        }).on('error', reject);
      });
      expect(headers['strict-transport-security']).toBe(
        `max-age=${constants.security_headers.hsts_max_age_seconds}; includeSubDomains`,
      );
      expect(headers['x-frame-options']).toBe('DENY');
    });
  });
});
