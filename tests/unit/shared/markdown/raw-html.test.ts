// @vitest-environment jsdom
// Raw HTML in a post costs nothing but itself: a disallowed or unclosed tag shows as text (or, for comments,
// disappears) and the writing around it renders as markdown, in the stored HTML and in the preview alike.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/server/render/markdown.ts';
import { createMarkdownPreview } from '../../../../src/shared/markdown/purify.ts';
import { charactersRead } from '../../../support/characters-read.ts';

const preview = createMarkdownPreview(window);

describe.each([
  ['server render', renderMarkdown],
  ['browser preview', preview],
])('%s', (_name, render) => {
  it('shows an unclosed <svg> as text and renders what follows it', () => {
    expect(render('before <svg> after **bold**')).toBe('<p>before &lt;svg&gt; after <strong>bold</strong></p>\n');
  });

  it('keeps the paragraphs after an unclosed <script> or comment line as markdown', () => {
    expect(render('<script>\nalert(1)\n\nafter **bold**')).toBe(
      '<p>&lt;script&gt;\nalert(1)</p>\n<p>after <strong>bold</strong></p>\n',
    );
    expect(render('<!-- note\n\nafter **bold**')).toBe('<p>&lt;!-- note</p>\n<p>after <strong>bold</strong></p>\n');
  });

  it('shows a generic type in prose instead of swallowing it', () => {
    expect(render('Use List<String> here.')).toBe('<p>Use List&lt;String&gt; here.</p>\n');
  });

  it('drops a closed comment and keeps allowed HTML, also across blocks', () => {
    expect(render('<!-- hidden -->\n\n*shown*')).toBe('\n<p><em>shown</em></p>\n');
    expect(render('<details>\n<summary>More</summary>\n\n**inside**\n\n</details>')).toBe(
      '<details>\n<summary>More</summary>\n<p><strong>inside</strong></p>\n</details>',
    );
  });

  it('escapes a disallowed tag inside an allowed HTML block and leaves code alone', () => {
    expect(render('<table><tbody><tr><td><svg>x</td></tr></tbody></table>\n\nend')).toBe(
      '<table><tbody><tr><td>&lt;svg&gt;x</td></tr></tbody></table>\n<p>end</p>\n',
    );
    expect(render('`<svg>` and\n\n```\n<script>\n```')).toBe(
      '<p><code>&lt;svg&gt;</code> and</p>\n<pre><code>&lt;script&gt;\n</code></pre>\n',
    );
  });
});

describe('the cost of raw HTML', () => {
  // unclosed tags, comments and quotes, in one paragraph and on lines of their own (where each line may open a block)
  it.each([
    ['in a paragraph', 'a <svg> b <!-- c <pre> d <x title="e '],
    ['on lines', '<svg> b <!-- c\n<pre> d <x title="e\n<!-- f\n\n'],
  ])('grows linearly %s: twenty times the source, twenty times the characters read', (_where, unit) => {
    const readsPerCharacter = (repeats: number): number => {
      const source = unit.repeat(repeats);
      return charactersRead(() => renderMarkdown(source)) / source.length;
    };
    expect(readsPerCharacter(2_000)).toBeLessThan(readsPerCharacter(100) * 1.5);
  });
});
