import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { confirmDialog } from '../app/dialogs.ts';
import { useMessage } from './useMessage.ts';

export interface LeaveGuard {
  /**
   * Lets the next navigation through without asking: call it after the changes were saved, right
   * before navigating away (the `dirty` prop of the render is not updated yet at that moment).
   */
  release(): void;
}

/**
 * While `dirty`, leaving the page asks 'Are you sure you want to leave the page? Your changes may
 * not be saved.' (product spec §5): in-app navigation through the app's confirm dialog, closing or
 * reloading the tab through the browser's own prompt (browsers show their own text there).
 */
export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const t = useMessage();
  const guarding = useRef(dirty);
  guarding.current = dirty;

  // Read at navigation time, so a release() just before navigate() is seen.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => guarding.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);
  const message = t('dialog.leave_unsaved');

  // One question per blocked navigation: the effect follows the blocker's state, not its identity.
  const current = useRef(blocker);
  current.current = blocker;
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmDialog(message).then((leave) => {
      const now = current.current;
      if (now.state !== 'blocked') return;
      if (leave) now.proceed();
      else now.reset();
    });
  }, [blocker.state, message]);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = message;
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty, message]);

  return { release: useCallback(() => void (guarding.current = false), []) };
}
