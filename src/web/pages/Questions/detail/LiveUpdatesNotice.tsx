import { Message } from '../../../components/Message.tsx';

/**
 * Says, politely to screen readers, that others added answers or comments since the page was shown,
 * and shows them on request (reading them in under someone's cursor or half-typed comment would move things).
 */
export function LiveUpdatesNotice({ count, onShow }: { count: number; onShow(): void }) {
  return (
    <div role="status" className="live-updates">
      {count > 0 && (
        <p className="live-updates-notice">
          <Message id="notification.ui.live_new" values={{ count }} />{' '}
          <button type="button" className="button" onClick={onShow}>
            <Message id="notification.ui.live_show" />
          </button>
        </p>
      )}
    </div>
  );
}
