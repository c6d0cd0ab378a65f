import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { CompiledBundle } from '../../shared/i18n/compiled-message.ts';
import { createMessages, type Messages } from '../../shared/i18n/format-message.ts';

const MessagesContext = createContext<Messages | null>(null);

interface MessagesProviderProps {
  /** BCP 47 (en-US) */
  locale: string;
  bundle: CompiledBundle;
  /** the time zone dates are shown in; the runtime's when absent */
  timeZone?: string;
  children: ReactNode;
}

/** The language the pages below speak: its precompiled messages and Intl formatting. */
export function MessagesProvider({ locale, bundle, timeZone, children }: MessagesProviderProps) {
  const messages = useMemo(() => createMessages({ locale, bundle, timeZone }), [locale, bundle, timeZone]);
  return <MessagesContext.Provider value={messages}>{children}</MessagesContext.Provider>;
}

export function useMessages(): Messages {
  const messages = useContext(MessagesContext);
  if (!messages) throw new Error('useMessages outside a MessagesProvider');
  return messages;
}
