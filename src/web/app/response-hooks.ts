import type { ResponseHooks } from '../../shared/api/envelope-runtime.ts';
import { emitCaptchaFailed } from './captcha-events.ts';
import { confirmDialog, noticeDialog } from './dialogs.ts';
import { raiseGlobalError } from './global-error.ts';
import { goToLogin, navigate } from './navigation.ts';
import { activationFailedPath, suspendedPath } from './paths.ts';
import { sendToSession } from './session.ts';
import { showToast } from './toasts.ts';

/** How a person sees each response case of product spec §8. */
export const responseHooks: ResponseHooks = {
  toast: (message) => showToast('danger', message),
  confirm: (message) => void confirmDialog(message),
  dialog: (message) => void noticeDialog(message),
  captchaFailed: emitCaptchaFailed,
  unauthorized() {
    // Before the session starts (during boot) there is nobody to forget.
    sendToSession({ type: 'UNAUTHORIZED' });
    goToLogin();
  },
  forbidden(type) {
    // The session learns first, so the guard of the page below already sees the new state.
    sendToSession({ type: 'FORBIDDEN', reason: type });
    if (type === 'url_expired') navigate(activationFailedPath, { replace: true });
    else if (type === 'inactive') goToLogin('inactive');
    else navigate(suspendedPath, { replace: true });
  },
  globalError: raiseGlobalError,
  log: (error) => console.error(error),
};
