/** One run of text in a comparison of two revisions. */
export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/**
 * Above this many cells the longest-common-subsequence table costs more than the comparison is
 * worth (two whole bodies of 65535 characters); the changed middle then shows as replaced.
 */
const MAX_TABLE_CELLS = 4_000_000;

function push(parts: DiffPart[], kind: DiffPart['kind'], text: string): void {
  if (text === '') return;
  const last = parts.at(-1);
  if (last?.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

/** Longest common subsequence of two token lists, as parts; common ends are matched first. */
function diffTokens(before: readonly string[], after: readonly string[]): DiffPart[] {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && before[endBefore - 1] === after[endAfter - 1]) {
    endBefore--;
    endAfter--;
  }
  const a = before.slice(start, endBefore);
  const b = after.slice(start, endAfter);
  const parts: DiffPart[] = [];
  push(parts, 'same', before.slice(0, start).join(''));

  if ((a.length + 1) * (b.length + 1) > MAX_TABLE_CELLS) {
    push(parts, 'removed', a.join(''));
    push(parts, 'added', b.join(''));
  } else {
    // lengths[i][j]: common subsequence length of a[i..] and b[j..]
    const width = b.length + 1;
    const lengths = new Uint32Array((a.length + 1) * width);
    for (let i = a.length - 1; i >= 0; i--) {
      for (let j = b.length - 1; j >= 0; j--) {
        lengths[i * width + j] =
          a[i] === b[j]
            ? lengths[(i + 1) * width + j + 1]! + 1
            : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
      }
    }
    let i = 0;
    let j = 0;
    while (i < a.length && j < b.length) {
      if (a[i] === b[j]) {
        push(parts, 'same', a[i++]!);
        j++;
      } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) push(parts, 'removed', a[i++]!);
      else push(parts, 'added', b[j++]!);
    }
    push(parts, 'removed', a.slice(i).join(''));
    push(parts, 'added', b.slice(j).join(''));
  }

  push(parts, 'same', before.slice(endBefore).join(''));
  return parts;
}

/** Lines with their line breaks, so joining them gives the text back. */
function linesOf(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

/** Words, runs of white space, single punctuation marks, and single Han characters (no spaces between words). */
function wordsOf(text: string): string[] {
  return text.match(/\s+|\p{Script=Han}|[\p{L}\p{N}_]+|[^\s\p{L}\p{N}_]/gu) ?? [];
}

/**
 * Compares two texts line by line, then word by word inside the lines that changed, so a changed
 * word shows as one word removed and one added instead of a whole line.
 */
export function diffText(before: string, after: string): DiffPart[] {
  const parts: DiffPart[] = [];
  let removed = '';
  let added = '';
  const refine = () => {
    for (const part of diffTokens(wordsOf(removed), wordsOf(added))) push(parts, part.kind, part.text);
    removed = '';
    added = '';
  };
  for (const part of diffTokens(linesOf(before), linesOf(after))) {
    if (part.kind === 'removed') removed += part.text;
    else if (part.kind === 'added') added += part.text;
    else {
      refine();
      push(parts, 'same', part.text);
    }
  }
  refine();
  return parts;
}

/** Compares two tag lists: tags kept, removed and added, in the newer order with removed ones first. */
export function diffTags(before: readonly string[], after: readonly string[]): DiffPart[] {
  const kept = new Set(after);
  return [
    ...before.filter((tag) => !kept.has(tag)).map((text): DiffPart => ({ kind: 'removed', text })),
    ...after.map((text): DiffPart => ({ kind: before.includes(text) ? 'same' : 'added', text })),
  ];
}
