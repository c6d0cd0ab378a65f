export { questionPath, type PermalinkMode } from './question-link.ts';
export { toLongId, toShortId } from './short-id.ts';
export { urlTitle } from './url-title.ts';
