/** The page's CSP nonce, which the server writes into Vite's csp-nonce meta. */
export function styleNonce(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
}

/**
 * The nonce handed to libraries that add style elements at run time: the dialogs' scroll lock
 * (react-style-singleton, through get-nonce) reads it from the global webpack set, so without it the
 * page's policy refuses those styles.
 */
export function shareStyleNonce(): void {
  const nonce = styleNonce();
  if (nonce) (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = nonce;
}
