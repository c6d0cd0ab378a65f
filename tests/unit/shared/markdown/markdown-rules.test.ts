// @vitest-environment jsdom
// The markdown rules a writer notices: what is kept, how links and code come out, and that the browser
// preview shows the same HTML the server stores.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/server/render/markdown.ts';
import { createMarkdownPreview } from '../../../../src/shared/markdown/purify.ts';

const preview = createMarkdownPreview(window);

/** The HTML as the browser's DOM serializes it (sanitize-html writes `<img />`, the DOM `<img>`). */
function asParsed(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

const ordinaryMarkdown = [
  '# Title\n\nSome *emphasis*, **strong**, `code` and ~~struck~~ text.',
  'A [link](https://example.org "its title") and an autolink https://example.org/path?q=1&r=2 and <mailto:me@example.org>.',
  '![a cat](https://example.org/cat.png "Cat") and ![](/answer/uploads/post/a.png)',
  '> quoted\n> > nested\n\n1. one\n2. two\n\n- a\n- b\n  - c',
  '| left | centre | right |\n|:-----|:------:|------:|\n| 1 | 2 | 3 |\n| **b** | `c` | [l](https://x.example) |',
  '```ts\nconst answer: number = 42; // "quoted" <tag>\n```\n\n```unknownlang\nplain <b>\n```\n\n    indented code',
  'Line one  \nline two\n\n---\n\nHTML kept: <kbd>Ctrl</kbd>+<kbd>C</kbd>, H<sub>2</sub>O, x<sup>2</sup>, <details><summary>More</summary>hidden</details>',
  'Entities &amp; &copy; "quotes" \'single\' <em>inline html</em> and a [reference][r].\n\n[r]: https://example.org/ref',
];

describe('server render and browser preview', () => {
  it.each(ordinaryMarkdown)('produce the same HTML for %j', (source) => {
    expect(asParsed(preview(source))).toBe(asParsed(renderMarkdown(source)));
  });
});

describe('renderMarkdown', () => {
  it('gives every link rel="nofollow ugc" and never takes target or rel from the author', () => {
    expect(renderMarkdown('[a](https://example.org)')).toBe(
      '<p><a href="https://example.org" rel="nofollow ugc">a</a></p>\n',
    );
    expect(renderMarkdown('<a href="https://example.org" target="_blank" rel="opener">a</a>')).toBe(
      '<p><a href="https://example.org" rel="nofollow ugc">a</a></p>\n',
    );
  });

  it('keeps image alt text and drops data: images', () => {
    expect(renderMarkdown('![the alt](https://example.org/a.png)')).toBe(
      '<p><img src="https://example.org/a.png" alt="the alt" /></p>\n',
    );
    expect(renderMarkdown('![pixel](data:image/png;base64,iVBORw0KGgo=)')).toBe('<p><img alt="pixel" /></p>\n');
  });

  it('highlights fenced code in a registered language and escapes the rest', () => {
    expect(renderMarkdown('```js\nlet a = "<b>";\n```')).toBe(
      '<pre><code class="hljs language-js"><span class="hljs-keyword">let</span> a = <span class="hljs-string">"&lt;b&gt;"</span>;\n</code></pre>\n',
    );
    expect(renderMarkdown('```brainfart\n<b>\n```')).toBe(
      '<pre><code class="language-brainfart">&lt;b&gt;\n</code></pre>\n',
    );
  });

  it('renders tables with cell alignment but without style attributes', () => {
    const html = renderMarkdown('| a | b |\n|:-:|--:|\n| 1 | 2 |');
    expect(html).toContain('<th align="center">a</th>');
    expect(html).toContain('<td align="right">2</td>');
    expect(html).not.toContain('style');
  });

  it('links bare URLs and strikes through', () => {
    expect(renderMarkdown('see https://example.org/a?b=1 ~~old~~')).toBe(
      '<p>see <a href="https://example.org/a?b=1" rel="nofollow ugc">https://example.org/a?b=1</a> <s>old</s></p>\n',
    );
  });
});

describe('headings in a post', () => {
  it('start below the page title: # is h2, ###### stays h6, and a raw <h1> loses its tag but keeps its text', () => {
    expect(renderMarkdown('# Top\n\n## Next\n\n###### Deep')).toBe('<h2>Top</h2>\n<h3>Next</h3>\n<h6>Deep</h6>\n');
    expect(renderMarkdown('<h1>Raw</h1>')).not.toContain('<h1');
    expect(renderMarkdown('<h1>Raw</h1>')).toContain('Raw');
  });
});
