import { lazy, Suspense, useState } from 'react';
import { showToast } from '../../app/toasts.ts';
import { useMessage } from '../../hooks/useMessage.ts';
import { useFlag } from './useFlag.ts';
import { useSiteOrigin } from './useSiteOrigin.ts';

// The picker's code loads with the first flag: most readers never open it.
const ReasonModal = lazy(() => import('./ReasonModal.tsx'));

/** A comment's flag link: the reason picker with the comment reasons, then POST report. */
export function CommentFlag({ commentId }: { commentId: string }) {
  const t = useMessage();
  const [picking, setPicking] = useState(false);
  const flag = useFlag(commentId);
  const siteOrigin = useSiteOrigin();
  const submit = async (reasonType: number, content: string) => {
    const flagged = await flag.flag(reasonType, content);
    setPicking(false);
    if (flagged) showToast('success', t('post_status.done.report'));
  };
  return (
    <>
      <button type="button" className="link-button" onClick={() => setPicking(true)}>
        {t('post_action.report')}
      </button>
      {picking && (
        <Suspense fallback={null}>
          <ReasonModal
            objectType="comment"
            action="flag"
            siteOrigin={siteOrigin}
            onSubmit={submit}
            onClose={() => setPicking(false)}
          />
        </Suspense>
      )}
      {flag.dialog}
    </>
  );
}
