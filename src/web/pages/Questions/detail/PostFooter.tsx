import type { ReactNode } from 'react';
import { AuthorCard, type CardUser } from '../../../components/question/AuthorCard.tsx';
import type { MessageKey } from '../../../../../generated/messages/index.ts';

interface PostFooterProps {
  /** the post's tools: share, bookmark, follow, accept, the actions menu */
  tools: ReactNode;
  author: CardUser | null;
  authorAction: MessageKey;
  createdAt: number;
  /** who last edited and when, when someone did */
  editor?: CardUser | null;
  editedAt?: number;
}

/** Under a post's body: its tools, then who edited it and who wrote it. */
export function PostFooter({ tools, author, authorAction, createdAt, editor, editedAt }: PostFooterProps) {
  return (
    <div className="post-footer">
      <div className="post-tools">{tools}</div>
      <div className="post-people">
        {editedAt && editor ? (
          <AuthorCard user={editor} action="questions_ui.author.edited" seconds={editedAt} />
        ) : null}
        <AuthorCard user={author} action={authorAction} seconds={createdAt} />
      </div>
    </div>
  );
}
