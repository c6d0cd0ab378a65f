import { lazyPart } from '../../lazy-part.tsx';

/** The comment box (its @mention picker among it), loaded when a member first writes or edits a comment. */
export const CommentComposer = lazyPart(async () => (await import('./CommentComposer.tsx')).CommentComposer);
