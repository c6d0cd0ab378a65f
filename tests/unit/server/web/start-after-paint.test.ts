// How a drawn page's head starts the app and carries its styles (src/server/web/ssr/): the tags that would
// fetch or block before the first paint are taken out, and what they named is kept.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stylesheetInliner, withInlineStylesheets } from '../../../../src/server/web/ssr/inline-styles.ts';
import { splitAppStart, startScript } from '../../../../src/server/web/ssr/start-after-paint.ts';

const built = `<!doctype html><html><head>
    <script type="module" crossorigin src="/answer/assets/index-A1.js" nonce="N"></script>
    <link rel="modulepreload" crossorigin href="/answer/assets/runtime-B2.js" nonce="N">
    <link rel="stylesheet" crossorigin href="/answer/assets/index-C3.css" nonce="N">
  </head><body><div id="root"></div></body></html>`;

describe('starting the app after the first paint', () => {
  it('takes the entry and its preloads out of index.html and names them', () => {
    const { html, start } = splitAppStart(built);
    expect(start).toEqual({ entry: '/answer/assets/index-A1.js', modules: ['/answer/assets/runtime-B2.js'] });
    expect(html).not.toMatch(/<script|modulepreload/);
    expect(html).toContain('index-C3.css');
  });

  it('leaves an index.html without an entry script as it is, and then writes no start', () => {
    const plain = '<html><head></head><body></body></html>';
    expect(splitAppStart(plain)).toEqual({ html: plain, start: null });
    expect(startScript(null, { modules: [], fetches: [] }, 'N')).toBe('');
  });

  it('writes one nonce’d script naming the entry, the scripts and the fetches, which cannot close it early', () => {
    const { start } = splitAppStart(built);
    const script = startScript(start, { modules: ['/answer/assets/Detail-D4.js'], fetches: ['/a?v=</script>'] }, 'N');
    expect(script.startsWith('<script nonce="N">')).toBe(true);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).toContain('["/answer/assets/runtime-B2.js","/answer/assets/Detail-D4.js"]');
    expect(script).toContain('"/answer/assets/index-A1.js"');
    expect(script).toContain('requestAnimationFrame');
  });
});

describe('stylesheets carried in the page', () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'quorum-inline-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'assets/index-C3.css'), '.avatar{border-radius:50%}');
  writeFileSync(join(webRoot, 'assets/fonts-E5.css'), '@font-face{src:url(./f.woff2)}');
  afterAll(() => rmSync(webRoot, { recursive: true, force: true }));
  const inline = stylesheetInliner(webRoot);

  it('puts a stylesheet in a nonce’d style element beside its link, disabled', () => {
    expect(withInlineStylesheets(built, inline)).toContain(
      '<link rel="stylesheet" crossorigin href="/answer/assets/index-C3.css" nonce="N" disabled><style nonce="N">.avatar{border-radius:50%}</style>',
    );
  });

  it('keeps linked what would read differently inline, or is not one of the build’s files', () => {
    for (const href of ['/answer/assets/fonts-E5.css', '/answer/assets/missing.css', '/answer/assets/../index.html'])
      expect(inline(href, 'N')).toBe(`<link rel="stylesheet" crossorigin href="${href}" nonce="N">`);
  });
});
