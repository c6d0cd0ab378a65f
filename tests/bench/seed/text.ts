import { type Random, Zipf } from './random.ts';

const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ne',
  'ru',
  'sa',
  'te',
  'vo',
  'zi',
  'pa',
  'qu',
  'de',
  'fo',
  'gi',
  'ha',
  'ju',
  'be',
  'co',
  'da',
  'el',
  'or',
  'an',
  'is',
  'un',
  'ex',
  'tra',
  'pro',
  'ser',
  'ver',
  'con',
  'log',
  'dat',
  'net',
  'sys',
  'cod',
  'lib',
  'fig',
  'ram',
  'bit',
  'hub',
];

/**
 * Made-up words in a fixed order: word 0 is the commonest. Real text would need a dictionary we do not
 * ship; what matters for the benchmark is the shape (frequencies, lengths), not the meaning.
 */
export function vocabulary(random: Random, size: number): string[] {
  const words = new Set<string>();
  while (words.size < size) {
    const syllables = random.int(1, 4);
    let word = '';
    for (let index = 0; index < syllables; index++) word += random.pick(SYLLABLES);
    words.add(word);
  }
  return [...words];
}

export class TextMaker {
  private readonly zipf: Zipf;

  constructor(
    private readonly random: Random,
    private readonly words: readonly string[],
  ) {
    this.zipf = new Zipf(words.length);
  }

  word(): string {
    return this.words[this.zipf.draw(this.random)]!;
  }

  /** a sentence-cased title of about `min`–`max` characters, ending with a question mark */
  title(min: number, max: number): string {
    const target = this.random.int(min, max);
    let title = this.word();
    while (title.length < target) title += ` ${this.word()}`;
    title = title.slice(0, max - 1).trimEnd();
    return `${title[0]!.toUpperCase()}${title.slice(1)}?`;
  }

  /** markdown paragraphs (now and then a code block) of about `min`–`max` characters, and their HTML */
  body(min: number, max: number): { markdown: string; html: string } {
    const target = this.random.int(min, max);
    const markdown: string[] = [];
    const html: string[] = [];
    let length = 0;
    while (length < target) {
      if (markdown.length > 0 && this.random.chance(0.15)) {
        const code = Array.from({ length: this.random.int(2, 6) }, () => `${this.word()}(${this.word()});`).join('\n');
        markdown.push(`\`\`\`\n${code}\n\`\`\``);
        html.push(`<pre><code>${code}\n</code></pre>`);
        length += code.length;
        continue;
      }
      const sentences = Array.from({ length: this.random.int(1, 4) }, () => {
        const words = Array.from({ length: this.random.int(6, 18) }, () => this.word()).join(' ');
        return `${words[0]!.toUpperCase()}${words.slice(1)}.`;
      }).join(' ');
      markdown.push(sentences);
      html.push(`<p>${sentences}</p>`);
      length += sentences.length;
    }
    return { markdown: markdown.join('\n\n'), html: html.join('\n') };
  }
}
