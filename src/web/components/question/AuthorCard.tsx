import type { MessageKey } from '../../../../generated/messages/index.ts';
import { formatCount } from '../../../shared/format/count.ts';
import { Message } from '../Message.tsx';
import { Avatar, type AvatarUser } from './Avatar.tsx';
import { RelativeTime } from './RelativeTime.tsx';
import { UserName } from './UserName.tsx';

export interface CardUser extends AvatarUser {
  rank: number;
}

interface AuthorCardProps {
  /** absent when the account no longer exists */
  user: CardUser | null | undefined;
  /** what the person did, e.g. "asked", shown before the time */
  action: MessageKey;
  seconds: number;
}

/** Who wrote or edited a post, their reputation and when. */
export function AuthorCard({ user, action, seconds }: AuthorCardProps) {
  return (
    <div className="author-card">
      {user && <Avatar user={user} size="large" />}
      <div className="author-card-text">
        <p className="author-card-time">
          <Message id={action} /> <RelativeTime seconds={seconds} />
        </p>
        <p className="author-card-name">
          {user ? <UserName user={user} /> : <Message id="questions_ui.author.gone" />}
          {user && (
            <span className="author-card-rank">
              <Message id="questions_ui.author.reputation" values={{ count: formatCount(user.rank) }} />
            </span>
          )}
        </p>
      </div>
    </div>
  );
}
