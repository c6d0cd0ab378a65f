import { useState, type ReactNode } from 'react';
import type { CaptchaAction, CaptchaAnswer } from '../../../../machines/report-captcha.types.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { goToLogin } from '../../app/navigation.ts';
import { useSession } from '../../app/session.ts';
import { useCaptcha } from '../captcha/useCaptcha.tsx';

type Write<T> = (answer: Partial<CaptchaAnswer>) => Promise<T>;

export interface MemberWrite {
  /**
   * Runs a write of a signed-in member: a visitor is sent to log in instead. Resolves to the call's
   * data, or undefined when nothing was written (sent to log in, captcha closed, or the call
   * refused: the API client's hooks have shown why). Field errors and alerts, which only the form
   * can show, are rethrown.
   */
  run<T>(write: Write<T>): Promise<T | undefined>;
  busy: boolean;
  /** render this where the control is; it holds the captcha dialog when one is shown */
  dialog: ReactNode;
}

const shownByCaller = (error: unknown) =>
  error instanceof ApiError && (error.kind === 'field_errors' || error.kind === 'alert');

function useSignedInRunner(send: <T>(write: Write<T>) => Promise<T | undefined>) {
  const { user } = useSession();
  const [busy, setBusy] = useState(false);
  async function run<T>(write: Write<T>): Promise<T | undefined> {
    if (!user) {
      goToLogin();
      return undefined;
    }
    setBusy(true);
    try {
      return await send(write);
    } catch (error) {
      if (shownByCaller(error)) throw error;
      return undefined;
    } finally {
      setBusy(false);
    }
  }
  return { run, busy };
}

/** A member's write with no captcha (follow, bookmark, react, accept). */
export function useSignedInWrite(): MemberWrite {
  const { run, busy } = useSignedInRunner((write) => write({}));
  return { run, busy, dialog: null };
}

/** A member's write behind a captcha action of answer-api-facts §1.6 (vote, comment, answer, invite, delete). */
export function useMemberWrite(action: CaptchaAction): MemberWrite {
  const captcha = useCaptcha(action);
  const { run, busy } = useSignedInRunner(async <T>(write: Write<T>) => {
    let result: T | undefined;
    await captcha.submit(async (answer) => {
      result = await write(answer ?? {});
    });
    return result;
  });
  return { run, busy, dialog: captcha.dialog };
}
