import { describe, expect, it } from 'vitest';
import {
  codeBlock,
  imageMarkdown,
  insertBlock,
  linkMarkdown,
  prefixLines,
  tableMarkdown,
  wrapSelection,
} from '../../../src/web/components/editor/markdown-commands.ts';

describe('editor text commands', () => {
  it('wraps a placeholder and selects it when nothing is selected', () => {
    const next = wrapSelection({ text: 'ab', start: 1, end: 1 }, '`', 'code');
    expect(next).toEqual({ text: 'a`code`b', start: 2, end: 6 });
  });

  it('puts blocks on lines of their own', () => {
    expect(insertBlock({ text: 'above', start: 5, end: 5 }, '---').text).toBe('above\n\n---');
    expect(insertBlock({ text: 'a\nb', start: 2, end: 2 }, '---').text).toBe('a\n\n---\n\nb');
  });

  it('prefixes every selected line, filling empty ones', () => {
    expect(prefixLines({ text: 'x\n\ny', start: 0, end: 4 }, '- ', 'item').text).toBe('- x\n- item\n- y');
  });

  it('fences code with more backticks than the code holds', () => {
    expect(codeBlock('a ``` b', 'md')).toBe('````md\na ``` b\n````');
  });

  it('keeps link and image markdown intact whatever the URL and text hold', () => {
    expect(linkMarkdown('https://x.example/(a)', 'a [b]')).toBe('[a \\[b\\]](<https://x.example/(a)>)');
    expect(imageMarkdown('https://x.example/<i>.png', '')).toBe('![](<https://x.example/%3Ci%3E.png>)');
  });

  it('draws a table skeleton', () => {
    expect(tableMarkdown(2, 1, (n) => `C${n}`, 't')).toBe('| C1 | C2 |\n| --- | --- |\n| t | t |');
  });
});
