import { Link } from 'react-router-dom';
import { userPath } from './links.ts';

export interface NamedUser {
  username: string;
  display_name: string;
}

/** A user's display name linking to their page. */
export function UserName({ user }: { user: NamedUser }) {
  return (
    <Link to={userPath(user.username)} className="user-name">
      {user.display_name || user.username}
    </Link>
  );
}
