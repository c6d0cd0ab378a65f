import { useRef, useState } from 'react';
import type { DataOf } from '../../../../../generated/operations.ts';
import { api } from '../../../app/api-client.ts';
import { usePluginDrawing } from '../../../plugins/usePluginDrawing.ts';
import { confirmDialog } from '../../../app/dialogs.ts';
import { useMessage } from '../../../hooks/useMessage.ts';
import { Message } from '../../Message.tsx';
import { lazyPart } from '../../lazy-part.tsx';
import { RelativeTime } from '../RelativeTime.tsx';
import { useMemberWrite } from '../useMemberWrite.ts';
import { UserName } from '../UserName.tsx';
import { CommentComposer } from './comment-composer-part.ts';
import { mentionedUsernames } from '../../../../shared/mentions.ts';
import ThumbsUp from 'lucide-react/icons/thumbs-up';

export type CommentData = DataOf<'getComment'>;

// Only members may flag a comment (a visitor's comments name no actions).
const CommentFlag = lazyPart(async () => (await import('../../post-actions/CommentFlag.tsx')).CommentFlag);

interface CommentItemProps {
  comment: CommentData;
  onChanged(comment: CommentData): void;
  onDeleted(commentId: string): void;
  onReply(comment: CommentData): void;
}

const hasAction = (comment: CommentData, action: string) =>
  comment.member_actions.some((entry) => entry.action === action);

/** One comment: its text, author, reply target and time, its up votes, and reply / edit / delete. */
export function CommentItem({ comment, onChanged, onDeleted, onReply }: CommentItemProps) {
  const message = useMessage();
  const [editing, setEditing] = useState(false);
  const body = useRef<HTMLSpanElement>(null);
  // math and diagrams in a comment are drawn as in posts; again when its editor closes
  usePluginDrawing(body, editing ? '' : comment.parsed_text);
  const vote = useMemberWrite('vote');
  const edit = useMemberWrite('edit');
  const remove = useMemberWrite('delete');

  const voteUp = async () => {
    const result = await vote.run((answer) =>
      api.voteUp({ body: { object_id: comment.comment_id, is_cancel: comment.is_vote, ...answer } }),
    );
    if (result) onChanged({ ...comment, vote_count: result.votes, is_vote: result.vote_status === 'vote_up' });
  };

  const save = async (text: string) => {
    const result = await edit.run((answer) =>
      api.updateComment({
        body: {
          comment_id: comment.comment_id,
          original_text: text,
          mention_username_list: mentionedUsernames(text),
          ...answer,
        },
      }),
    );
    if (!result) return false;
    onChanged({ ...comment, original_text: result.original_text, parsed_text: result.parsed_text });
    setEditing(false);
    return true;
  };

  const del = async () => {
    if (!(await confirmDialog(message('questions_ui.comments.delete_confirm')))) return;
    const done = await remove.run((answer) =>
      api.deleteComment({ body: { comment_id: comment.comment_id, ...answer } }),
    );
    if (done !== undefined) onDeleted(comment.comment_id);
  };

  const author = { username: comment.username, display_name: comment.user_display_name };
  return (
    <li className="comment" id={`comment-${comment.comment_id}`}>
      <div className="comment-vote">
        <button
          type="button"
          className="comment-vote-button"
          aria-pressed={comment.is_vote}
          aria-label={message('questions_ui.comments.vote_up', { count: comment.vote_count })}
          disabled={vote.busy}
          onClick={() => void voteUp()}
        >
          <ThumbsUp aria-hidden size={14} />
          <span aria-hidden="true">{comment.vote_count > 0 ? comment.vote_count : ''}</span>
        </button>
      </div>
      <div className="comment-main">
        {editing ? (
          <CommentComposer
            initialText={comment.original_text}
            submitLabel="questions_ui.comments.save"
            onSubmit={save}
            onCancel={() => setEditing(false)}
            autoFocus
          />
        ) : (
          <div className="comment-text">
            {comment.reply_username && (
              <span className="comment-reply-to">
                <Message id="questions_ui.comments.reply_to" />{' '}
                <UserName
                  user={{ username: comment.reply_username, display_name: comment.reply_user_display_name }}
                />{' '}
              </span>
            )}
            {/* rendered and sanitized by the server when the comment was written */}
            <span ref={body} className="comment-body" dangerouslySetInnerHTML={{ __html: comment.parsed_text }} />
          </div>
        )}
        <p className="comment-meta">
          {comment.username ? <UserName user={author} /> : <Message id="questions_ui.author.gone" />}{' '}
          <RelativeTime seconds={comment.created_at} />
          <button type="button" className="link-button" onClick={() => onReply(comment)}>
            <Message id="questions_ui.comments.reply" />
          </button>
          {hasAction(comment, 'edit') && !editing && (
            <button type="button" className="link-button" onClick={() => setEditing(true)}>
              <Message id="questions_ui.comments.edit" />
            </button>
          )}
          {hasAction(comment, 'report') && <CommentFlag commentId={comment.comment_id} />}
          {hasAction(comment, 'delete') && (
            <button type="button" className="link-button" disabled={remove.busy} onClick={() => void del()}>
              <Message id="questions_ui.comments.delete" />
            </button>
          )}
        </p>
      </div>
      {vote.dialog}
      {edit.dialog}
      {remove.dialog}
    </li>
  );
}
