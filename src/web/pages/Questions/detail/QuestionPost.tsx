import { constants } from '../../../../../generated/constants.ts';
import { Message } from '../../../components/Message.tsx';
import { PostAttribution } from '../../../components/post/PostAttribution.tsx';
import { PostBody } from '../../../components/post/PostBody.tsx';
import { BookmarkButton } from '../../../components/question/BookmarkButton.tsx';
import { CommentSection } from '../../../components/question/comments/CommentSection.tsx';
import { CountStat } from '../../../components/question/CountStat.tsx';
import { FollowButton } from '../../../components/question/FollowButton.tsx';
import { HistoryLink } from '../../../components/question/HistoryLink.tsx';
import { PostVotes } from '../../../components/question/PostVotes.tsx';
import { Reactions } from '../../../components/question/Reactions.tsx';
import { RelativeTime } from '../../../components/question/RelativeTime.tsx';
import { ShareButton } from '../../../components/question/ShareButton.tsx';
import { TagList } from '../../../components/question/TagList.tsx';
import { ClosedBanner } from './ClosedBanner.tsx';
import { PostFooter } from './PostFooter.tsx';
import { PostMenu } from './PostMenu.tsx';
import type { QuestionData } from './types.ts';

interface QuestionPostProps {
  question: QuestionData;
  /** the question's canonical link, for sharing */
  path: string;
  /** its status or visibility changed through the actions menu: the page reads it again */
  onChanged(): void;
}

/** The question itself: title, when, views, the closed banner, votes, body, tags, tools, authors, comments. */
export function QuestionPost({ question, path, onChanged }: QuestionPostProps) {
  const closed = question.status === constants.post_status.closed;
  const pinned = question.pin === constants.post_pin.pinned;
  return (
    <article className="question-post" aria-labelledby="question-title">
      <header className="question-header">
        <h1 id="question-title">
          {question.title}
          {closed && (
            <span className="post-badge">
              <Message id="questions_ui.badge.closed" />
            </span>
          )}
          {pinned && (
            <span className="post-badge">
              <Message id="questions_ui.badge.pinned" />
            </span>
          )}
        </h1>
        <p className="question-facts">
          <span>
            <Message id="questions_ui.facts.asked" /> <RelativeTime seconds={question.create_time} />
          </span>
          <span>
            <Message id="questions_ui.facts.active" /> <RelativeTime seconds={question.update_time} />
          </span>
          <CountStat count={question.view_count} unit="questions_ui.count.views" />
        </p>
      </header>
      {question.operation && <ClosedBanner operation={question.operation} />}
      <div className="post-layout">
        <PostVotes objectId={question.id} votes={question.vote_count} status={question.vote_status} />
        <div className="post-content">
          <PostBody html={question.html} />
          {question.attribution && <PostAttribution attribution={question.attribution} />}
          <TagList tags={question.tags} />
          <PostFooter
            tools={
              <>
                <ShareButton path={path} />
                <BookmarkButton
                  objectId={question.id}
                  collected={question.collected}
                  count={question.collection_count}
                />
                <FollowButton objectId={question.id} followed={question.is_followed} count={question.follow_count} />
                <HistoryLink questionId={question.id} />
                <PostMenu questionId={question.id} memberActions={question.member_actions} onChanged={onChanged} />
              </>
            }
            author={question.user_info}
            authorAction="questions_ui.operation.asked"
            createdAt={question.create_time}
            editor={question.update_user_info}
            editedAt={question.edit_time}
          />
          <Reactions objectId={question.id} />
          <CommentSection objectId={question.id} />
        </div>
      </div>
    </article>
  );
}
