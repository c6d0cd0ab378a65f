import { Link } from 'react-router-dom';
import { questionPath } from '../../../../shared/permalink/index.ts';
import { useSiteInfo } from '../../../app/site-context.ts';
import { RelativeTime } from '../../../components/question/RelativeTime.tsx';
import type { QuestionData } from './types.ts';

type Operation = NonNullable<QuestionData['operation']>;

const isWebLink = (text: string) => /^https?:\/\/\S+$/.test(text);

/** What the closer wrote: a duplicate's original by its title, else a link or the text as written. */
function CloseMessage({ operation }: { operation: Operation }) {
  const { permalink } = useSiteInfo().site_seo;
  if (operation.duplicate_of)
    return <Link to={questionPath(permalink, operation.duplicate_of)}>{operation.duplicate_of.title}</Link>;
  return isWebLink(operation.msg) ? <a href={operation.msg}>{operation.msg}</a> : operation.msg;
}

/**
 * Why the question is closed, deleted or otherwise held: question/info's `operation`, whose texts the server
 * sends in the viewer's language. A duplicate's message names the question it duplicates by its title; a
 * notice without a description (a deleted question's) is its message alone.
 */
export function ClosedBanner({ operation }: { operation: Operation }) {
  const title = operation.description || operation.msg;
  return (
    <aside className={`post-banner post-banner-${operation.level || 'info'}`} aria-labelledby="post-banner-title">
      <p id="post-banner-title" className="post-banner-title">
        <strong>{title}</strong> <RelativeTime seconds={operation.time} />
      </p>
      {operation.description && operation.msg && (
        <p className="post-banner-message">
          <CloseMessage operation={operation} />
        </p>
      )}
    </aside>
  );
}
