import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { constants } from '../../../../generated/constants.ts';
import type { ContentCoding } from './content-coding.ts';

/** A page as the server answers it: a redirect, or HTML with its status. */
export type PageAnswer =
  | { redirect: string }
  | {
      status: number;
      html: string;
      /** drawn in a language this browser chose, not the site's: for this browser alone */
      personal: boolean;
    };

/** A drawn page as responses send it: the Content-Security-Policy of each must name `nonce`, the one its scripts carry. */
interface NoncedPage {
  status: number;
  personal: boolean;
  nonce: string;
  etag: string;
}

/** A page drawn for one response (a member's, or one not kept), compressed as it is sent. */
export interface DrawnPage extends NoncedPage {
  html: string;
}

/**
 * A visitor's page as the page cache keeps it: its bytes in each coding a response may send, each made
 * once, so a hit only writes them out.
 *
 * It keeps the nonce it was drawn with, and every response sending it names that nonce in its policy. That
 * is safe because the nonce only guards the page's own markup against markup smuggled into it, and no
 * smuggled markup can meet this nonce: it was drawn at random for the response that drew the page and was
 * known to no one while the page's content was read; a write during the drawing drops the page before it
 * is kept (cache-store.ts), and once the page has been sent and its nonce is public, any write that
 * changes what it shows empties it, so the next visitor gets a page drawn anew with a new nonce. Nothing
 * a later request sends reaches a kept page's HTML either: its variant key (page-variant.ts) holds the
 * full address and every cookie the page is drawn from, so a request differing in any of them gets a page
 * of its own, drawn with a nonce of its own.
 */
export interface KeptPage extends NoncedPage {
  bodies: Record<ContentCoding, Buffer>;
  /** what the kept page weighs in the cache: all its bodies */
  bytes: number;
}

export type KeptAnswer = { redirect: string } | KeptPage;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The page as drawn with `nonce`, for the response it was drawn for. */
export function drawnPageOf(answer: Exclude<PageAnswer, { redirect: string }>, nonce: string): DrawnPage {
  return { ...answer, nonce, etag: etagOf(answer.status, answer.html, nonce) };
}

/** The page as drawn with `nonce`, compressed (on the thread pool) to be kept. */
export async function keptPageOf(answer: Exclude<PageAnswer, { redirect: string }>, nonce: string): Promise<KeptPage> {
  const identity = Buffer.from(answer.html);
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: constants.page_cache.brotli_quality,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipped(identity, { level: constants.page_cache.gzip_level }),
  ]);
  return {
    status: answer.status,
    personal: answer.personal,
    nonce,
    etag: etagOf(answer.status, answer.html, nonce),
    bodies: { br, gzip: gz, identity },
    bytes: identity.length + br.length + gz.length,
  };
}

/**
 * Weak, and the same for any nonce: two drawings of a page that show the same differ in their nonces
 * only, and a browser revalidating keeps the one it has, nonce and all.
 */
function etagOf(status: number, html: string, nonce: string): string {
  const digest = createHash('sha256')
    .update(`${status}\n`)
    .update(nonce ? html.replaceAll(nonce, '\0') : html)
    .digest('base64url');
  return `W/"${digest.slice(0, 27)}"`;
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for it). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}
