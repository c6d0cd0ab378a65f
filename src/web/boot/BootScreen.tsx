import { bootScreenMessages } from '../../../generated/messages/boot-screen.ts';
import type { Language } from '../../shared/preferences/index.ts';
import { localeOf } from '../../shared/preferences/locale.ts';
import { MessagesProvider } from '../app/messages-context.tsx';
import { Message } from '../components/Message.tsx';
import { useSkeletonDelay } from '../hooks/useSkeletonDelay.ts';

interface BootScreenProps {
  /** the boot's best guess so far (stored choice or default) */
  language: Language;
  failed: boolean;
  onRetry?: () => void;
}

/**
 * Before the boot has a language bundle from the server, this screen takes its few words from the ones
 * built into the app (constants languages.boot_screen_messages).
 */
export function BootScreen({ language, failed, onRetry }: BootScreenProps) {
  const delayed = useSkeletonDelay();
  const said = failed || delayed;
  return (
    <MessagesProvider locale={localeOf(language)} bundle={bootScreenMessages[language]}>
      <div className="boot-screen">
        {/* The live region exists from the start, so screen readers announce what appears in it. */}
        <p role="status">{said && <Message id={failed ? 'boot.failed' : 'layout.loading'} />}</p>
        {said && failed && (
          <button type="button" className="button button-primary" onClick={onRetry}>
            <Message id="boot.retry" />
          </button>
        )}
      </div>
    </MessagesProvider>
  );
}
