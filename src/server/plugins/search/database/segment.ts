/** Runs of characters of scripts written without spaces between words. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]+/gu;

const words = new Intl.Segmenter(undefined, { granularity: 'word' });

/**
 * The text with a space between the words of Chinese, Japanese, Korean or Thai runs, found by the
 * runtime's dictionary (Intl.Segmenter). No engine's tokenizer splits such runs into words, so an
 * index of the text as written would hold a whole sentence as one token; cut here, the same way for
 * what is indexed and what is asked, a word is found wherever it stands. Other text is left as it is.
 */
export function segmentText(text: string): string {
  return text.replace(UNSPACED, (run) => {
    const cut = [...words.segment(run)].map((part) => part.segment).join(' ');
    return ` ${cut} `;
  });
}
