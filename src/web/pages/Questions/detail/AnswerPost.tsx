import { constants } from '../../../../../generated/constants.ts';
import { Message } from '../../../components/Message.tsx';
import { PostAttribution } from '../../../components/post/PostAttribution.tsx';
import { PostBody } from '../../../components/post/PostBody.tsx';
import { AcceptedMark } from '../../../components/question/AcceptedMark.tsx';
import { BookmarkButton } from '../../../components/question/BookmarkButton.tsx';
import { CommentSection } from '../../../components/question/comments/CommentSection.tsx';
import { PostVotes } from '../../../components/question/PostVotes.tsx';
import { Reactions } from '../../../components/question/Reactions.tsx';
import { ShareButton } from '../../../components/question/ShareButton.tsx';
import { useMessage } from '../../../hooks/useMessage.ts';
import { PostFooter } from './PostFooter.tsx';
import { PostMenu } from './PostMenu.tsx';
import type { AnswerData } from './types.ts';
import Check from 'lucide-react/icons/check';
import { HistoryLink } from '../../../components/question/HistoryLink.tsx';

interface AnswerPostProps {
  answer: AnswerData;
  /** the answer's own link, for sharing */
  path: string;
  /** the link this page was opened with named this answer */
  highlighted: boolean;
  /** present when the viewer may accept answers: sets or takes away the acceptance */
  onAccept?(accept: boolean): void;
  accepting: boolean;
  /** its status changed through the actions menu: the answers are read again */
  onChanged(): void;
}

/** One answer: votes, accepted mark or accept button, body, tools, authors, comments. */
export function AnswerPost({ answer, path, highlighted, onAccept, accepting, onChanged }: AnswerPostProps) {
  const message = useMessage();
  const authorName = answer.user_info
    ? answer.user_info.display_name || answer.user_info.username
    : message('questions_ui.author.gone');
  const accepted = answer.accepted === constants.answer_accepted.yes;
  const deleted = answer.status === constants.post_status.deleted;
  const classes = ['answer-post', highlighted && 'answer-post-highlighted', deleted && 'answer-post-deleted']
    .filter(Boolean)
    .join(' ');
  return (
    <li
      className={classes}
      id={`answer-${answer.id}`}
      tabIndex={-1}
      aria-current={highlighted ? 'location' : undefined}
    >
      <article className="post-layout" aria-label={message('questions_ui.answer.label', { name: authorName })}>
        <div className="answer-side">
          <PostVotes objectId={answer.id} votes={answer.vote_count} status={answer.vote_status} />
          {accepted && !onAccept && <AcceptedMark />}
          {onAccept && (
            <button
              type="button"
              className={accepted ? 'accept-button accept-button-on' : 'accept-button'}
              aria-pressed={accepted}
              disabled={accepting}
              onClick={() => onAccept(!accepted)}
            >
              <Check aria-hidden size={16} />{' '}
              <Message id={accepted ? 'questions_ui.accept.accepted' : 'questions_ui.accept.accept'} />
            </button>
          )}
        </div>
        <div className="post-content">
          {deleted && (
            <p className="post-banner post-banner-danger">
              <Message id="questions_ui.answer.deleted" />
            </p>
          )}
          {answer.status === constants.post_status.pending && (
            <p className="post-banner post-banner-info" role="note">
              <Message id="review.under_review.answer" />
            </p>
          )}
          <PostBody html={answer.html} />
          {answer.attribution && <PostAttribution attribution={answer.attribution} />}
          <PostFooter
            tools={
              <>
                <ShareButton path={path} />
                <BookmarkButton objectId={answer.id} collected={answer.collected} />
                <HistoryLink questionId={answer.question_id} answerId={answer.id} />
                <PostMenu
                  questionId={answer.question_id}
                  answerId={answer.id}
                  memberActions={answer.member_actions}
                  onChanged={onChanged}
                />
              </>
            }
            author={answer.user_info}
            authorAction="questions_ui.operation.answered"
            createdAt={answer.create_time}
            editor={answer.update_user_info}
            editedAt={answer.update_time > answer.create_time ? answer.update_time : undefined}
          />
          <Reactions objectId={answer.id} />
          <CommentSection objectId={answer.id} />
        </div>
      </article>
    </li>
  );
}
