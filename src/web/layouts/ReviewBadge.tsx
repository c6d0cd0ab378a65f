import { isActivated } from '../../../machines/auth.routes.ts';
import { useSession } from '../app/session.ts';
import { lazyPart } from '../components/lazy-part.tsx';
import type { ReviewBadgeProps } from './MemberReviewBadge.tsx';

// Drawn for visitors by the server: the badge's code, and the call it makes, load for a member.
const MemberReviewBadge = lazyPart(async () => (await import('./MemberReviewBadge.tsx')).MemberReviewBadge);

/** The navigation's link to the review queues, for activated people in good standing (x-auth activated). */
export function ReviewBadge(props: ReviewBadgeProps) {
  const { kind } = useSession();
  return isActivated(kind) ? <MemberReviewBadge {...props} /> : null;
}
