import { useEffect, useMemo, useState } from 'react';
import { constants } from '../../../../../generated/constants.ts';
import { api } from '../../../app/api-client.ts';
import { goToLogin } from '../../../app/navigation.ts';
import { useSession } from '../../../app/session.ts';
import { useMessage } from '../../../hooks/useMessage.ts';
import { Message } from '../../Message.tsx';
import { usePostFirstComments } from '../post-widgets-data.tsx';
import { useMemberWrite } from '../useMemberWrite.ts';
import { CommentComposer } from './comment-composer-part.ts';
import { CommentItem, type CommentData } from './CommentItem.tsx';
import { mentionedUsernames } from '../../../../shared/mentions.ts';
import { useParticipantsOf } from './participants.tsx';

const { comments_more: moreCount } = constants.question_pages;

interface Loaded {
  list: CommentData[];
  count: number;
  /** the next page of `moreCount` comments to ask for; 1 until "show more" was pressed */
  nextPage: number;
}

/** Adds the comments of a page, leaving out those already shown. */
function merged(shown: CommentData[], page: CommentData[]): CommentData[] {
  const known = new Set(shown.map((comment) => comment.comment_id));
  return [...shown, ...page.filter((comment) => !known.has(comment.comment_id))];
}

/**
 * The comments under a question or answer: the first ones (read with the page's other posts, PostWidgetsProvider),
 * then more on request; add, reply, edit, delete.
 */
export function CommentSection({ objectId }: { objectId: string }) {
  const message = useMessage();
  const first = usePostFirstComments(objectId);
  const [changed, setChanged] = useState<Loaded | null>(null);
  const [composing, setComposing] = useState<{ replyTo: CommentData | null } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const add = useMemberWrite('comment');
  const { user } = useSession();
  // Writing a comment takes an account: a visitor goes to log in and comes back here.
  const compose = (replyTo: CommentData | null) => (user ? setComposing({ replyTo }) : goToLogin());
  // a member is likely to write: the box is there at once when they press "add a comment"
  useEffect(() => {
    if (user) CommentComposer.preload();
  }, [user]);

  const loaded: Loaded | null =
    changed ?? (first.status === 'loaded' ? { list: first.data.list, count: first.data.count, nextPage: 1 } : null);
  const shownList = loaded?.list;
  const commenters = useMemo(
    () => (shownList ?? []).map((comment) => ({ username: comment.username, display_name: comment.user_display_name })),
    [shownList],
  );
  useParticipantsOf(objectId, commenters);
  if (!loaded) return null;

  const showMore = async () => {
    setLoadingMore(true);
    try {
      const page = await api.getCommentPage({
        query: { object_id: objectId, page: loaded.nextPage, page_size: moreCount },
      });
      setChanged({ list: merged(loaded.list, page.list), count: page.count, nextPage: loaded.nextPage + 1 });
    } catch {
      // shown by the API client's hooks
    } finally {
      setLoadingMore(false);
    }
  };

  const submit = async (text: string) => {
    const replyTo = composing?.replyTo;
    const created = await add.run((answer) =>
      api.addComment({
        body: {
          object_id: objectId,
          original_text: text,
          mention_username_list: mentionedUsernames(text),
          ...(replyTo ? { reply_comment_id: replyTo.comment_id } : {}),
          ...answer,
        },
      }),
    );
    if (!created) return false;
    setChanged({ ...loaded, list: [...loaded.list, created], count: loaded.count + 1 });
    setComposing(null);
    return true;
  };

  const replace = (comment: CommentData) =>
    setChanged({
      ...loaded,
      list: loaded.list.map((item) => (item.comment_id === comment.comment_id ? comment : item)),
    });
  const drop = (commentId: string) =>
    setChanged({
      ...loaded,
      list: loaded.list.filter((item) => item.comment_id !== commentId),
      count: loaded.count - 1,
    });

  const hidden = loaded.count - loaded.list.length;
  return (
    <section className="comments" aria-label={message('questions_ui.comments.label')}>
      {loaded.list.length > 0 && (
        <ul className="comment-list">
          {loaded.list.map((comment) => (
            <CommentItem
              key={comment.comment_id}
              comment={comment}
              onChanged={replace}
              onDeleted={drop}
              onReply={compose}
            />
          ))}
        </ul>
      )}
      <div className="comment-controls">
        {hidden > 0 && (
          <button type="button" className="link-button" disabled={loadingMore} onClick={() => void showMore()}>
            <Message id="questions_ui.comments.show_more" values={{ count: hidden }} />
          </button>
        )}
        {!composing && (
          <button type="button" className="link-button" onClick={() => compose(null)}>
            <Message id="questions_ui.comments.add" />
          </button>
        )}
      </div>
      {composing && (
        <>
          {composing.replyTo && (
            <p className="comment-replying">
              <Message
                id="questions_ui.comments.replying_to"
                values={{ name: composing.replyTo.user_display_name || composing.replyTo.username }}
              />
            </p>
          )}
          <CommentComposer
            key={composing.replyTo?.comment_id ?? 'new'}
            submitLabel="questions_ui.comments.submit"
            onSubmit={submit}
            onCancel={() => setComposing(null)}
            autoFocus
          />
        </>
      )}
      {add.dialog}
    </section>
  );
}
