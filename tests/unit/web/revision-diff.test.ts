import { describe, expect, it } from 'vitest';
import { diffTags, diffText, type DiffPart } from '../../../src/web/components/diff/diff.ts';

const textOf = (parts: DiffPart[], keep: 'before' | 'after') =>
  parts
    .filter((part) => part.kind === 'same' || part.kind === (keep === 'before' ? 'removed' : 'added'))
    .map((part) => part.text)
    .join('');

describe('the revision diff', () => {
  it('marks a changed word, not the whole line', () => {
    expect(diffText('How do I sort a list?\n', 'How do I reverse a list?\n')).toEqual([
      { kind: 'same', text: 'How do I ' },
      { kind: 'removed', text: 'sort' },
      { kind: 'added', text: 'reverse' },
      { kind: 'same', text: ' a list?\n' },
    ]);
  });

  it('keeps unchanged lines whole and shows added and removed lines', () => {
    const before = 'one\ntwo\nthree\n';
    const after = 'one\nthree\nfour\n';
    const parts = diffText(before, after);
    expect(parts.filter((part) => part.kind === 'removed').map((part) => part.text.trim())).toEqual(['two']);
    expect(parts.filter((part) => part.kind === 'added').map((part) => part.text.trim())).toEqual(['four']);
    expect(textOf(parts, 'before')).toBe(before);
    expect(textOf(parts, 'after')).toBe(after);
  });

  it('compares Chinese text character by character', () => {
    expect(diffText('如何排序列表', '如何反转列表')).toEqual([
      { kind: 'same', text: '如何' },
      { kind: 'removed', text: '排序' },
      { kind: 'added', text: '反转' },
      { kind: 'same', text: '列表' },
    ]);
  });

  it('rebuilds both texts of large bodies exactly', () => {
    const before = Array.from({ length: 3000 }, (_, i) => `line ${i} of the body`).join('\n');
    const after = before.replace('line 1500 of', 'line fifteen hundred of').replace('line 20 ', 'row 20 ');
    const parts = diffText(before, after);
    expect(textOf(parts, 'before')).toBe(before);
    expect(textOf(parts, 'after')).toBe(after);
    expect(parts.filter((part) => part.kind !== 'same').map((part) => part.text)).toEqual([
      'line',
      'row',
      '1500',
      'fifteen hundred',
    ]);
  });

  it('lists removed, kept and added tags', () => {
    expect(diffTags(['go', 'rust'], ['rust', 'zig'])).toEqual([
      { kind: 'removed', text: 'go' },
      { kind: 'same', text: 'rust' },
      { kind: 'added', text: 'zig' },
    ]);
  });
});
