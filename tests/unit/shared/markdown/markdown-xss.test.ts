// @vitest-environment jsdom
// Every payload of the XSS corpus through the server render and through the browser preview path: the
// HTML, parsed as a browser parses it, holds nothing outside the allowlist.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/server/render/markdown.ts';
import { markdownToUnsafeHtml } from '../../../../src/shared/markdown/markdown-rules.ts';
import { createMarkdownPreview } from '../../../../src/shared/markdown/purify.ts';
import { loadXssPayloads } from '../../../fixtures/xss/load.ts';
import { unsafeConstructs } from '../../../support/unsafe-constructs.ts';

const payloads = loadXssPayloads();
const preview = createMarkdownPreview(window);

describe('the XSS corpus', () => {
  it('has at least 200 payloads', () => {
    expect(payloads.length).toBeGreaterThanOrEqual(200);
  });

  it('mostly attacks: unsanitized markdown output of most payloads is caught by the checker', () => {
    const caught = payloads.filter(({ source }) => unsafeConstructs(markdownToUnsafeHtml(source), document).length > 0);
    expect(caught.length / payloads.length).toBeGreaterThan(0.75);
  });
});

describe.each([
  ['server render (sanitize-html)', renderMarkdown],
  ['browser preview (DOMPurify)', preview],
])('%s', (_name, render) => {
  it.each(payloads.map((payload) => [payload.where, payload.source]))('leaves nothing executable from %s', (_where, source) => {
    expect(unsafeConstructs(render(source), document)).toEqual([]);
  });
});
