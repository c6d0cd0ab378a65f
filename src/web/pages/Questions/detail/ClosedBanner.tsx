import { RelativeTime } from '../../../components/question/RelativeTime.tsx';
import type { QuestionData } from './types.ts';

const isWebLink = (text: string) => /^https?:\/\/\S+$/.test(text);

/**
 * Why the question is closed, deleted or otherwise held: question/info's `operation`, whose texts the server
 * sends in the viewer's language. A duplicate's message is the link to the question it duplicates; a notice
 * without a description (a deleted question's) is its message alone.
 */
export function ClosedBanner({ operation }: { operation: NonNullable<QuestionData['operation']> }) {
  const title = operation.description || operation.msg;
  return (
    <aside className={`post-banner post-banner-${operation.level || 'info'}`} aria-labelledby="post-banner-title">
      <p id="post-banner-title" className="post-banner-title">
        <strong>{title}</strong> <RelativeTime seconds={operation.time} />
      </p>
      {operation.description && operation.msg && (
        <p className="post-banner-message">
          {isWebLink(operation.msg) ? <a href={operation.msg}>{operation.msg}</a> : operation.msg}
        </p>
      )}
    </aside>
  );
}
