import { useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { constants } from '../../../generated/constants.ts';
import { bundleLoaders, type MessageBundle } from '../../../generated/messages/index.ts';
import type { Language } from '../../shared/preferences/index.ts';
import { localeOf } from '../../shared/preferences/locale.ts';
import { Message } from '../components/Message.tsx';
import { useSkeletonDelay } from '../hooks/useSkeletonDelay.ts';

interface BootScreenProps {
  /** the boot's best guess so far (stored choice or default) */
  language: Language;
  failed: boolean;
  onRetry?: () => void;
}

/**
 * Before the boot has a language bundle from the server, this screen takes its few words from
 * the bundle built into the app, loaded only when the screen has something to say.
 */
function useBuiltInMessages(language: Language, wanted: boolean): MessageBundle | null {
  const [messages, setMessages] = useState<MessageBundle | null>(null);
  useEffect(() => {
    if (!wanted || messages) return;
    let live = true;
    bundleLoaders[language]()
      .catch(() => bundleLoaders[constants.languages.default]())
      .then(
        (bundle) => live && setMessages(bundle),
        (error: unknown) => console.error(error),
      );
    return () => {
      live = false;
    };
  }, [language, wanted, messages]);
  return messages;
}

export function BootScreen({ language, failed, onRetry }: BootScreenProps) {
  const delayed = useSkeletonDelay();
  const messages = useBuiltInMessages(language, failed || delayed);
  const said = messages && (failed || delayed);
  return (
    <IntlProvider locale={localeOf(language)} messages={messages ?? {}}>
      <div className="boot-screen">
        {/* The live region exists from the start, so screen readers announce what appears in it. */}
        <p role="status">{said && <Message id={failed ? 'boot.failed' : 'layout.loading'} />}</p>
        {said && failed && (
          <button type="button" className="button button-primary" onClick={onRetry}>
            <Message id="boot.retry" />
          </button>
        )}
      </div>
    </IntlProvider>
  );
}
