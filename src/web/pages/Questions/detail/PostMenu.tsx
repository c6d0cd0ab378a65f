import { generatePath, useNavigate } from 'react-router-dom';
import { routeOf } from '../../../app/paths.ts';
import { useSiteInfo } from '../../../app/site-context.ts';
import { PostActions, type MemberAction } from '../../../components/post-actions/PostActions.tsx';

const editQuestionRoute = routeOf('/posts/:qid/edit');
const editAnswerRoute = routeOf('/posts/:qid/:aid/edit');

interface PostMenuProps {
  questionId: string;
  /** present for an answer's menu */
  answerId?: string;
  memberActions: readonly MemberAction[];
  onChanged(): void;
}

/** The post actions menu of h/lifecycle, with edit leading to the question's or answer's edit page. */
export function PostMenu({ questionId, answerId, memberActions, onChanged }: PostMenuProps) {
  const navigate = useNavigate();
  const siteUrl = useSiteInfo().general.site_url;
  const editPath = answerId
    ? generatePath(editAnswerRoute.path, { qid: questionId, aid: answerId })
    : generatePath(editQuestionRoute.path, { qid: questionId });
  return (
    <PostActions
      kind={answerId ? 'answer' : 'question'}
      postId={answerId ?? questionId}
      memberActions={memberActions}
      siteOrigin={siteUrl ? new URL(siteUrl).origin : window.location.origin}
      onChanged={onChanged}
      onEdit={() => navigate(editPath)}
    />
  );
}
