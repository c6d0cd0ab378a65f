// What a visitor's browser fetches to start a server-drawn page (issue 29 item 7): the app's entry and the
// page's route with what it imports, as the build wrote them compressed for sending (brotli, which every
// browser the site serves asks for). A page over the budget loads more than it needs to show and hydrate
// itself: what only some readers use (forms, the editor, dialogs) belongs in a chunk loaded when used.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { routeTable } from '../../generated/routes.ts';
import { firstLoadScripts } from '../../src/server/web/ssr/route-assets.ts';
import { builtWebRoot } from './support/built-web.ts';

describe('first-load JavaScript of the server-drawn pages', () => {
  let web: ReturnType<typeof builtWebRoot>;

  beforeAll(() => {
    web = builtWebRoot();
  }, 240_000);
  afterAll(() => web?.remove());

  it('stays within the budget on every public page, compressed as it is sent', () => {
    const pages = [...new Set(routeTable.filter((route) => route.serverRendered).map((route) => route.page))];
    const sent = pages.map((page) => {
      const scripts = firstLoadScripts(web.webRoot, page);
      const bytes = scripts.reduce((sum, script) => sum + statSync(join(web.webRoot, `${script}.br`)).size, 0);
      return { page, scripts: scripts.length, bytes };
    });
    // each page names its entry and route: a page without scripts would pass any budget
    for (const { page, scripts } of sent) expect(scripts, page).toBeGreaterThan(1);
    const over = sent.filter(({ bytes }) => bytes > constants.ssr.first_load_script_max_bytes);
    expect(over).toEqual([]);
  });
});
