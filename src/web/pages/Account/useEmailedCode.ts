import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export type EmailedCodeState<T> =
  { status: 'missing' } | { status: 'pending' } | { status: 'done'; data: T } | { status: 'failed' };

// An emailed code works once: a page shown again (React's strict mode, going back) reuses its call.
const calls = new Map<string, Promise<unknown>>();

/**
 * Sends the `?code=` of an emailed link (activation, new email, unsubscribe) once, and tells how it
 * went. A refused code is shown by the API client's hooks (an expired link goes to the
 * activation-failed page); the page only needs to know.
 */
export function useEmailedCode<T>(purpose: string, send: (code: string) => Promise<T>): EmailedCodeState<T> {
  const code = useSearchParams()[0].get('code');
  const [state, setState] = useState<EmailedCodeState<T>>(code ? { status: 'pending' } : { status: 'missing' });
  // The sender is read on mount only: a page follows its link once.
  const [initialSend] = useState(() => send);
  useEffect(() => {
    if (!code) return;
    let live = true;
    const key = `${purpose}:${code}`;
    const call = calls.get(key) ?? initialSend(code);
    calls.set(key, call);
    call.then(
      (data) => live && setState({ status: 'done', data: data as T }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [purpose, code, initialSend]);
  return state;
}
