import { fileURLToPath } from 'node:url';

/**
 * The checkout's folder (where package.json, scripts/ and dist/ are). Two folders up both from this file
 * and from the compiled CLI's files in dist/cli, into which this module is bundled.
 */
export const checkoutRoot = fileURLToPath(new URL('../..', import.meta.url));
