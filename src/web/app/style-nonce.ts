/**
 * The page's CSP nonce (the server writes it into Vite's csp-nonce meta) handed to libraries that add
 * style elements at run time: the dialogs' scroll lock (react-style-singleton, through get-nonce) reads
 * it from the global webpack set, so without it the page's policy refuses those styles.
 */
export function shareStyleNonce(): void {
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  if (nonce) (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = nonce;
}
