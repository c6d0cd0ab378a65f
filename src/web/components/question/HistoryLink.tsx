import { generatePath, Link } from 'react-router-dom';
import { routeOf } from '../../app/paths.ts';
import { useMessage } from '../../hooks/useMessage.ts';

const questionTimeline = routeOf('/posts/:qid/timeline');
const answerTimeline = routeOf('/posts/:qid/:aid/timeline');

/** A post's tool that leads to its history (the timeline of its revisions and actions). */
export function HistoryLink({ questionId, answerId }: { questionId: string; answerId?: string }) {
  const t = useMessage();
  const to = answerId
    ? generatePath(answerTimeline.path, { qid: questionId, aid: answerId })
    : generatePath(questionTimeline.path, { qid: questionId });
  return (
    <Link to={to} className="post-tool">
      {t('post_history.link')}
    </Link>
  );
}
