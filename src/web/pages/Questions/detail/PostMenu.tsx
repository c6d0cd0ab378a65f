import { goToLogin } from '../../../app/navigation.ts';
import { useSession } from '../../../app/session.ts';
import { lazyPart } from '../../../components/lazy-part.tsx';
import type { MemberAction } from '../../../components/post-actions/PostActions.tsx';
import { Message } from '../../../components/Message.tsx';

export interface PostMenuProps {
  questionId: string;
  /** present for an answer's menu */
  answerId?: string;
  memberActions: readonly MemberAction[];
  onChanged(): void;
}

// The server draws a visitor's menu: the member's loads when a member is there.
const MemberPostMenu = lazyPart(async () => (await import('./MemberPostMenu.tsx')).MemberPostMenu);

/**
 * The post actions menu of h/lifecycle (MemberPostMenu.tsx); visitors get a flag button that asks them to
 * log in (product spec §6).
 */
export function PostMenu(props: PostMenuProps) {
  const { user } = useSession();
  if (user) return <MemberPostMenu {...props} />;
  return (
    <button type="button" className="link-button" onClick={() => goToLogin()}>
      <Message id="post_action.report" />
    </button>
  );
}
