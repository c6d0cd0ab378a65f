// @vitest-environment jsdom
// Every payload of the XSS corpus through the server render and through the browser preview path: the
// HTML, parsed as a browser parses it, holds nothing outside the allowlist.
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/server/render/markdown.ts';
import { createMarkdownPreview } from '../../../../src/shared/markdown/purify.ts';
import { loadXssPayloads } from '../../../fixtures/xss/load.ts';
import { unsafeConstructs } from '../../../support/unsafe-constructs.ts';

const payloads = loadXssPayloads();
// Payloads of this file end in "after **kept**", which must survive whatever comes before it.
const swallowers = payloads.filter(({ where }) => where.startsWith('unclosed-tags.txt:'));
const preview = createMarkdownPreview(window);

describe('the XSS corpus', () => {
  it('has at least 200 payloads', () => {
    expect(payloads.length).toBeGreaterThanOrEqual(200);
  });

  it('mostly attacks: stock markdown-it output (raw HTML passed through) of most payloads is caught by the checker', () => {
    const stock = new MarkdownIt({ html: true });
    const caught = payloads.filter(({ source }) => unsafeConstructs(stock.render(source), document).length > 0);
    expect(caught.length / payloads.length).toBeGreaterThan(0.75);
  });
});

describe.each([
  ['server render (sanitize-html)', renderMarkdown],
  ['browser preview (DOMPurify)', preview],
])('%s', (_name, render) => {
  it.each(payloads.map((payload) => [payload.where, payload.source]))(
    'leaves nothing executable from %s',
    (_where, source) => {
      expect(unsafeConstructs(render(source), document)).toEqual([]);
    },
  );

  it.each(swallowers.map((payload) => [payload.where, payload.source]))(
    'keeps the text after the tag of %s',
    (_where, source) => {
      const template = document.createElement('template');
      template.innerHTML = render(source);
      expect(template.content.textContent).toContain('after kept');
      expect([...template.content.querySelectorAll('strong')].map((strong) => strong.textContent)).toContain('kept');
    },
  );
});
