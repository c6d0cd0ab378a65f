import { Link } from 'react-router-dom';
import type { DataOf } from '../../../../generated/operations.ts';
import { Message } from '../../components/Message.tsx';
import { FollowButton } from '../../components/question/FollowButton.tsx';
import { tagPath } from './paths.ts';

type TagItem = DataOf<'getTagPage'>['list'][number];

/** One tag of the tag list: its name, what it is about, how much it is used, and following it. */
export function TagCard({ tag }: { tag: TagItem }) {
  return (
    <li className="tag-card">
      <h2 className="tag-card-name">
        <Link to={tagPath(tag.slug_name)} className="tag">
          {tag.display_name}
        </Link>
      </h2>
      {tag.excerpt && <p className="tag-card-excerpt">{tag.excerpt}</p>}
      <p className="tag-card-stats">
        <Message id="tags_ui.card.questions" values={{ count: tag.question_count }} />
      </p>
      <FollowButton objectId={tag.tag_id} followed={tag.is_follower} count={tag.follow_count} />
    </li>
  );
}
