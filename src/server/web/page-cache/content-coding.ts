/** The content codings a kept page is stored in (kept-page.ts); `identity` is its plain HTML. */
export type ContentCoding = 'br' | 'gzip' | 'identity';

const COMPRESSED: ContentCoding[] = ['br', 'gzip'];

/**
 * The coding a kept page is sent in for this Accept-Encoding header (RFC 9110 §12.5.3): the compressed
 * one the client weighs highest, br before gzip at equal weights, else the plain HTML.
 */
export function acceptedCoding(header: string | undefined): ContentCoding {
  const weights = new Map<string, number>();
  for (const item of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...parameters] = item.split(';').map((part) => part.trim());
    const weight = parameters.find((parameter) => parameter.startsWith('q='));
    weights.set(name === 'x-gzip' ? 'gzip' : name, weight ? Number(weight.slice(2)) : 1);
  }
  const weightOf = (coding: ContentCoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const [best] = COMPRESSED.filter((coding) => weightOf(coding) > 0).sort((a, b) => weightOf(b) - weightOf(a));
  return best ?? 'identity';
}
