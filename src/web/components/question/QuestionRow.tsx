import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Message } from '../Message.tsx';
import { TagList, type TagLabel } from './TagList.tsx';

interface QuestionRowProps {
  className: string;
  /** the counts column */
  stats: ReactNode;
  /** what stands before the title: a pinned badge, the kind of a search result */
  marker?: ReactNode;
  title: string;
  href: string;
  closed: boolean;
  excerpt: string;
  tags: readonly TagLabel[];
  /** who did what, and when */
  operation: ReactNode;
}

/** The row every list of questions shares (lists, tags, search): counts, then title, excerpt, tags and who did what. */
export function QuestionRow({
  className,
  stats,
  marker,
  title,
  href,
  closed,
  excerpt,
  tags,
  operation,
}: QuestionRowProps) {
  return (
    <li className={className}>
      {stats}
      <div className="question-item-summary">
        <h2 className="question-item-title">
          {marker}
          <Link to={href}>{title}</Link>
          {closed && (
            <span className="post-badge">
              <Message id="questions_ui.badge.closed" />
            </span>
          )}
        </h2>
        {excerpt && <p className="question-item-excerpt">{excerpt}</p>}
        <div className="question-item-foot">
          <TagList tags={tags} />
          {operation}
        </div>
      </div>
    </li>
  );
}
