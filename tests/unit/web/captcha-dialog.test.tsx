// @vitest-environment jsdom
import { randomUUID } from 'node:crypto';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import enUS from '../../../generated/messages/compiled/en_US.ts';
import zhCN from '../../../generated/messages/compiled/zh_CN.ts';
import type { CompiledBundle } from '../../../src/shared/i18n/compiled-message.ts';
import { MessagesProvider } from '../../../src/web/app/messages-context.tsx';
import type { CaptchaAnswer, CaptchaCheck } from '../../../machines/report-captcha.machine.ts';
import { ApiError } from '../../../src/shared/api/api-error.ts';
import { newCaptchaCode } from '../../../src/server/plugins/captcha/basic-captcha.ts';
import { captchaImageDataUrl } from '../../../src/server/plugins/captcha/svg-image.ts';
import { useCaptcha } from '../../../src/web/components/captcha/useCaptcha.tsx';

afterEach(cleanup);

// The server's own image captcha draws the pictures; an email always needs one (answer-api-facts §1.6).
const checkAction = vi.fn(async (): Promise<CaptchaCheck> => ({
  verify: true,
  captcha_id: randomUUID(),
  captcha_img: await captchaImageDataUrl(newCaptchaCode()),
}));

function ResendEmail({ write }: { write: (answer: CaptchaAnswer | null) => Promise<unknown> }) {
  const captcha = useCaptcha('email', { checkAction });
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <button
        type="button"
        onClick={() => void captcha.submit(write).then((written) => setOutcome(written ? 'sent' : 'closed'))}
      >
        Resend
      </button>
      <output>{outcome}</output>
      {captcha.dialog}
    </>
  );
}

function renderResend(messages: CompiledBundle = enUS, locale = 'en-US') {
  const write = vi.fn(async (_answer: CaptchaAnswer | null) => undefined);
  render(
    <MessagesProvider locale={locale} bundle={messages}>
      <ResendEmail write={write} />
    </MessagesProvider>,
  );
  return { write, user: userEvent.setup() };
}

describe('the captcha dialog', () => {
  it('keeps verify disabled while the code is empty, and verifies the typed code', async () => {
    const { write, user } = renderResend();
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verification' });
    const picture = await screen.findByRole('img', { name: 'Verification code picture' });
    expect(picture.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const code = screen.getByLabelText('Verification code');
    expect(code).toHaveProperty('required', true);
    const verify = screen.getByRole('button', { name: 'Verify' });
    expect(verify).toHaveProperty('disabled', true);
    await user.type(code, '   ');
    expect(verify).toHaveProperty('disabled', true);
    await user.clear(code);
    await user.type(code, 'k7rw');
    expect(verify).toHaveProperty('disabled', false);
    await user.click(verify);
    expect(await screen.findByText('sent')).toBeTruthy();
    expect(write).toHaveBeenCalledTimes(1);
    expect(write.mock.calls[0]![0]).toEqual({
      captcha_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      captcha_code: 'k7rw',
    });
    expect(dialog.isConnected).toBe(false);
  });

  it('fetches a new picture on reload and clears the old answer', async () => {
    const { user } = renderResend();
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    const first = (await screen.findByRole('img', { name: 'Verification code picture' })).getAttribute('src');
    const checks = checkAction.mock.calls.length;
    await user.type(screen.getByLabelText('Verification code'), 'ACDE');
    await user.click(screen.getByRole('button', { name: 'Get a new picture' }));
    await waitFor(() => {
      const next = screen.getByRole('img', { name: 'Verification code picture' }).getAttribute('src');
      expect(next).not.toBe(first);
    });
    expect(checkAction).toHaveBeenCalledTimes(checks + 1);
    expect(screen.getByLabelText('Verification code')).toHaveProperty('value', '');
    expect(screen.getByRole('button', { name: 'Verify' })).toHaveProperty('disabled', true);
  });

  it('closes without writing when cancelled', async () => {
    const { write, user } = renderResend(zhCN, 'zh-CN');
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    await screen.findByRole('img', { name: '验证码图片' });
    expect(screen.getByLabelText('验证码')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(await screen.findByText('closed')).toBeTruthy();
    expect(write).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reloads the picture after a refused code and reopens the dialog after the delay', async () => {
    const { write, user } = renderResend();
    write.mockRejectedValueOnce(
      new ApiError(
        'field_errors',
        400,
        'error.object.captcha_verification_failed',
        'Verification failed, please try again.',
        [{ error_field: 'captcha_code', error_msg: 'Verification failed, please try again.' }],
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    const first = (await screen.findByRole('img', { name: 'Verification code picture' })).getAttribute('src');
    await user.type(screen.getByLabelText('Verification code'), 'WRONG');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const reopened = await screen.findByRole('img', { name: 'Verification code picture' });
    expect(reopened.getAttribute('src')).not.toBe(first);
    expect(screen.getByLabelText('Verification code')).toHaveProperty('value', '');
    // the reopened dialog says the last answer was wrong, in the site's words, on the field
    expect(screen.getByRole('alert').textContent).toBe('Verification failed, please try again.');
    expect(screen.getByLabelText('Verification code').getAttribute('aria-invalid')).toBe('true');
    await user.type(screen.getByLabelText('Verification code'), 'RIGHT');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('sent')).toBeTruthy();
    const [firstAnswer, secondAnswer] = write.mock.calls.map(([answer]) => answer);
    expect(secondAnswer?.captcha_id).not.toBe(firstAnswer?.captcha_id);
    expect(secondAnswer?.captcha_code).toBe('RIGHT');
  });
});
