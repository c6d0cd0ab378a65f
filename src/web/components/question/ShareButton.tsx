import { constants } from '../../../../generated/constants.ts';
import { showToast } from '../../app/toasts.ts';
import { useMessage } from '../../hooks/useMessage.ts';
import { Message } from '../Message.tsx';

/** Copies a post's link (absolute, under the base path) and says so. */
export function ShareButton({ path }: { path: string }) {
  const message = useMessage();
  const copy = async () => {
    const url = new URL(`${constants.base_path}${path}`, window.location.origin).href;
    try {
      await navigator.clipboard.writeText(url);
      showToast('success', message('questions_ui.tools.share_copied'));
    } catch {
      // Without clipboard access (an insecure origin, a refused permission) the link is shown to copy by hand.
      window.prompt(message('questions_ui.tools.share_manual'), url);
    }
  };
  return (
    <button type="button" className="post-tool" onClick={() => void copy()}>
      <Message id="questions_ui.tools.share" />
    </button>
  );
}
