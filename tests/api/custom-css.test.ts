// The admin's custom CSS as a stylesheet, where our pages and the established client (which puts its own base
// path in front of ours) link it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { writeSetting } from '../../src/server/db/settings-store.ts';
import { testEngines } from './support/databases.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const base = constants.base_path;

describe.each(testEngines())('custom CSS on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server?.close());

  it.each([`${base}/custom.css`, `${base}${base}/custom.css`])(
    'serves the stylesheet from the settings at %s',
    async (path) => {
      const empty = await server.request(path);
      expect(empty.status).toBe(200);
      expect(empty.headers.get('content-type')).toBe('text/css; charset=utf-8');
      expect(empty.text).toBe('');

      const css = '.question-title { color: rebeccapurple; }';
      await writeSetting(server.database.db, 'custom_css_html', { custom_css: css });
      const styled = await server.request(path);
      expect(styled.headers.get('content-type')).toBe('text/css; charset=utf-8');
      expect(styled.headers.get('x-content-type-options')).toBe('nosniff');
      expect(styled.text).toBe(css);
      await writeSetting(server.database.db, 'custom_css_html', { custom_css: '' });
    },
  );
});
