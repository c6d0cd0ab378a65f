import { generatePath, useNavigate } from 'react-router-dom';
import { routeOf } from '../../../app/paths.ts';
import { goToLogin } from '../../../app/navigation.ts';
import { useSession } from '../../../app/session.ts';
import { PostActions, type MemberAction } from '../../../components/post-actions/PostActions.tsx';
import { useFlag } from '../../../components/post-actions/useFlag.ts';
import { useSiteOrigin } from '../../../components/post-actions/useSiteOrigin.ts';
import { Message } from '../../../components/Message.tsx';

const editQuestionRoute = routeOf('/posts/:qid/edit');
const editAnswerRoute = routeOf('/posts/:qid/:aid/edit');

interface PostMenuProps {
  questionId: string;
  /** present for an answer's menu */
  answerId?: string;
  memberActions: readonly MemberAction[];
  onChanged(): void;
}

/**
 * The post actions menu of h/lifecycle, with edit leading to the question's or answer's edit page and
 * flag sending a report; visitors get a flag button that asks them to log in (product spec §6).
 */
export function PostMenu({ questionId, answerId, memberActions, onChanged }: PostMenuProps) {
  const navigate = useNavigate();
  const { user } = useSession();
  const flag = useFlag(answerId ?? questionId);
  const siteOrigin = useSiteOrigin();
  const editPath = answerId
    ? generatePath(editAnswerRoute.path, { qid: questionId, aid: answerId })
    : generatePath(editQuestionRoute.path, { qid: questionId });
  if (!user)
    return (
      <button type="button" className="link-button" onClick={() => goToLogin()}>
        <Message id="post_action.report" />
      </button>
    );
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
