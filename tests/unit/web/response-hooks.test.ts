// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { constants } from '../../../generated/constants.ts';
import { ApiError } from '../../../src/shared/api/api-error.ts';
import { onCaptchaFailed } from '../../../src/web/app/captcha-events.ts';
import { dialogStore } from '../../../src/web/app/dialogs.ts';
import { globalErrorStore } from '../../../src/web/app/global-error.ts';
import { setNavigator } from '../../../src/web/app/navigation.ts';
import { activationFailedPath, loginPath, suspendedPath } from '../../../src/web/app/paths.ts';
import { responseHooks } from '../../../src/web/app/response-hooks.ts';
import { readStored } from '../../../src/web/app/storage.ts';
import { toastStore } from '../../../src/web/app/toasts.ts';

const navigate = vi.fn();

beforeEach(() => {
  setNavigator(navigate);
  window.history.replaceState(null, '', `${constants.base_path}/questions?page=2`);
});

afterEach(() => {
  navigate.mockReset();
  toastStore.set([]);
  for (const request of dialogStore.get()) request.answer(false);
  globalErrorStore.set(null);
  window.localStorage.clear();
});

describe('the API client hooks (product spec §8)', () => {
  it('show a danger toast', () => {
    responseHooks.toast('Forbidden to operate on yourself');
    expect(toastStore.get()).toEqual([
      expect.objectContaining({ variant: 'danger', message: 'Forbidden to operate on yourself' }),
    ]);
  });

  it('ask for confirmation, and show a closeable dialog', () => {
    responseHooks.confirm('Sure?');
    responseHooks.dialog('Duplicate submission.');
    expect(dialogStore.get().map(({ kind, message }) => ({ kind, message }))).toEqual([
      { kind: 'confirm', message: 'Sure?' },
      { kind: 'notice', message: 'Duplicate submission.' },
    ]);
  });

  it('tell the captcha that its code was refused', () => {
    const listener = vi.fn();
    const unsubscribe = onCaptchaFailed(listener);
    responseHooks.captchaFailed();
    unsubscribe();
    responseHooks.captchaFailed();
    expect(listener).toHaveBeenCalledOnce();
  });

  it('on 401 go to log in, remembering the page', () => {
    responseHooks.unauthorized();
    expect(readStored(constants.storage.keys.redirect_path)).toBe('/questions?page=2');
    expect(navigate).toHaveBeenCalledWith(loginPath, undefined);
  });

  it('on 403 with a type go to that type’s page', () => {
    responseHooks.forbidden('url_expired');
    responseHooks.forbidden('inactive');
    responseHooks.forbidden('suspended');
    expect(navigate.mock.calls).toEqual([
      [activationFailedPath, { replace: true }],
      [`${loginPath}?status=inactive`, undefined],
      [suspendedPath, { replace: true }],
    ]);
  });

  it('raise the global error state, and log failures', () => {
    responseHooks.globalError('50X');
    expect(globalErrorStore.get()).toEqual({ error: '50X' });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new ApiError('server', 500, 'base.unknown', 'Sorry, something went wrong.');
    responseHooks.log(error);
    expect(consoleError).toHaveBeenCalledWith(error);
    consoleError.mockRestore();
  });
});
