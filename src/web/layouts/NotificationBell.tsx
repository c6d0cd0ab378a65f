import { isActivated } from '../../../machines/auth.routes.ts';
import { useSession } from '../app/session.ts';
import { lazyPart } from '../components/lazy-part.tsx';

// The server draws the header for visitors: the bell's code, and the calls it makes, load for a member.
const MemberBell = lazyPart(async () => (await import('./MemberBell.tsx')).MemberBell);

/** The header's bell, for activated people (MemberBell.tsx). */
export function NotificationBell() {
  const { kind } = useSession();
  return isActivated(kind) ? <MemberBell /> : null;
}
