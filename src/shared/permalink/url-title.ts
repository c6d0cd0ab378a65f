import { constants } from '../../../generated/constants.ts';

const { max_bytes: maxBytes, fallback, memo_max: memoMax } = constants.url_title;

const slugs = new Map<string, string>();

/**
 * The slug of a question title in its links (answer-api-facts §1.5): emoji dropped, Latin accents
 * folded, lowercase, every run of other characters one hyphen, percent-escaped (Chinese and other
 * scripts stay as they are, escaped), cut to the byte limit without splitting an escape; empty → fallback.
 */
export function urlTitle(title: string): string {
  let slug = slugs.get(title);
  if (slug === undefined) {
    slug = slugOf(title);
    // a pure function of the title: right in every process, whatever it kept
    if (slugs.size >= memoMax) slugs.delete(slugs.keys().next().value!);
    slugs.set(title, slug);
  }
  return slug;
}

function slugOf(title: string): string {
  const words = title
    .replace(/\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u{FE0F}|\u{200D}/gu, ' ')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  let slug = encodeURIComponent(words);
  if (slug.length > maxBytes) {
    slug = slug.slice(0, maxBytes).replace(/%[0-9A-F]?$/, '');
    // a cut inside a multi-byte character leaves a partial UTF-8 sequence: drop whole escapes until it decodes
    while (slug && !decodes(slug)) slug = slug.replace(/%[0-9A-F]{2}$/, '');
    slug = slug.replace(/-+$/, '');
  }
  return slug || fallback;
}

function decodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}
