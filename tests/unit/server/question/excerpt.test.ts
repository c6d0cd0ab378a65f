import { describe, expect, it } from 'vitest';
import { constants } from '../../../../generated/constants.ts';
import { excerptOf } from '../../../../src/server/modules/question/excerpt.ts';

const max = constants.limits.question.excerpt_max;

describe('a post excerpt', () => {
  it('is the text without markup, entities read and spaces folded', () => {
    expect(excerptOf('<p>Fish &amp; chips</p>\n<pre><code>a &lt; b</code></pre>')).toBe('Fish & chips a < b');
  });

  it('keeps a short text whole and cuts a long one at the limit with an ellipsis', () => {
    expect(excerptOf(`<p>${'a'.repeat(max)}</p>`)).toBe('a'.repeat(max));
    expect(excerptOf(`<p>${'a'.repeat(max + 1)}</p>`)).toBe(`${'a'.repeat(max)}…`);
  });

  it('counts characters outside the basic plane as one and never splits them', () => {
    const excerpt = excerptOf(`<p>${'😀'.repeat(max + 5)}</p>`);
    expect([...excerpt]).toHaveLength(max + 1);
    expect(excerpt).toBe(`${'😀'.repeat(max)}…`);
  });
});
