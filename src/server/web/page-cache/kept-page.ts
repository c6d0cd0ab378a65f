import { createHash } from 'node:crypto';

/** A page as the server answers it: a redirect, or HTML with its status. */
export type PageAnswer =
  | { redirect: string }
  | {
      status: number;
      html: string;
      /** drawn in a language this browser chose, not the site's: for this browser alone */
      personal: boolean;
    };

/**
 * A drawn page as the page cache keeps it: its HTML cut where the response's CSP nonce stood, so each
 * later response puts its own nonce back and the Content-Security-Policy it is sent with names it. The
 * nonce it was drawn with was random, drawn after everything the page shows was written (a write empties
 * the page), so no post can carry it and be cut by mistake.
 */
export type KeptAnswer =
  { redirect: string } | { status: number; parts: string[]; personal: boolean; etag: string; bytes: number };

export function keptAnswerOf(answer: PageAnswer, nonce: string): KeptAnswer {
  if ('redirect' in answer) return answer;
  const parts = nonce ? answer.html.split(nonce) : [answer.html];
  const digest = createHash('sha256').update(`${answer.status}\n`).update(parts.join('\0')).digest('base64url');
  return {
    status: answer.status,
    parts,
    personal: answer.personal,
    // weak: two responses of one kept page differ in their nonces, not in what they show
    etag: `W/"${digest.slice(0, 27)}"`,
    bytes: Buffer.byteLength(answer.html),
  };
}

/** The kept page with this response's nonce. */
export function htmlWithNonce(kept: { parts: string[] }, nonce: string): string {
  return kept.parts.join(nonce);
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for it). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}
