import { generatePath, useNavigate } from 'react-router-dom';
import { routeOf } from '../../../app/paths.ts';
import { PostActions } from '../../../components/post-actions/PostActions.tsx';
import { useFlag } from '../../../components/post-actions/useFlag.ts';
import { useSiteOrigin } from '../../../components/post-actions/useSiteOrigin.ts';
import type { PostMenuProps } from './PostMenu.tsx';

const editQuestionRoute = routeOf('/posts/:qid/edit');
const editAnswerRoute = routeOf('/posts/:qid/:aid/edit');

/** A member's post actions menu, with edit leading to the question's or answer's edit page and flag sending a report. */
export function MemberPostMenu({ questionId, answerId, memberActions, onChanged }: PostMenuProps) {
  const navigate = useNavigate();
  const flag = useFlag(answerId ?? questionId);
  const siteOrigin = useSiteOrigin();
  const editPath = answerId
    ? generatePath(editAnswerRoute.path, { qid: questionId, aid: answerId })
    : generatePath(editQuestionRoute.path, { qid: questionId });
  return (
    <>
      <PostActions
        kind={answerId ? 'answer' : 'question'}
        postId={answerId ?? questionId}
        memberActions={memberActions}
        siteOrigin={siteOrigin}
        onChanged={onChanged}
        onEdit={() => navigate(editPath)}
        onFlag={flag.flag}
      />
      {flag.dialog}
    </>
  );
}
