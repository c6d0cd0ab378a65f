// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { constants } from '../../../generated/constants.ts';
import { forms } from '../../../generated/forms.ts';
import enUS from '../../../generated/messages/en_US.ts';
import zhCN from '../../../generated/messages/zh_CN.ts';
import compiledEnUS from '../../../generated/messages/compiled/en_US.ts';
import compiledZhCN from '../../../generated/messages/compiled/zh_CN.ts';
import type { CompiledMessageBundle, MessageBundle, MessageKey } from '../../../generated/messages/index.ts';
import { ApiError } from '../../../src/shared/api/api-error.ts';
import { createMessages } from '../../../src/shared/i18n/format-message.ts';
import { MessagesProvider } from '../../../src/web/app/messages-context.tsx';
import { SchemaForm } from '../../../src/web/forms/SchemaForm.tsx';

const form = forms.install_base_info;

const catalogues = [
  { language: 'en_US', locale: 'en-US', bundle: enUS, compiled: compiledEnUS },
  { language: 'zh_CN', locale: 'zh-CN', bundle: zhCN, compiled: compiledZhCN },
] as const;

function format(
  locale: string,
  compiled: CompiledMessageBundle,
  key: MessageKey,
  values?: Record<string, string | number>,
) {
  return createMessages({ locale, bundle: compiled }).format(key, values);
}

function renderForm(locale: string, compiled: CompiledMessageBundle, onSubmit = vi.fn(async () => undefined)) {
  render(
    <MessagesProvider locale={locale} bundle={compiled}>
      <SchemaForm form={form} onSubmit={onSubmit} />
    </MessagesProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
}

/** The text a field's error paragraph shows (the element its aria-describedby names for errors). */
function errorTextOf(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  const errorId = ids.find((id) => id.endsWith('__error'));
  return (errorId && document.getElementById(errorId)?.textContent) || '';
}

function field(bundle: MessageBundle, key: MessageKey): HTMLElement {
  return screen.getByLabelText(bundle[key]);
}

afterEach(cleanup);

describe.each(catalogues)('SchemaForm in $language', ({ locale, bundle, compiled }) => {
  const submitButton = () => screen.getByRole('button', { name: bundle[form.submit] });

  it('says an empty site name cannot be empty, and does not submit', async () => {
    const { onSubmit, user } = renderForm(locale, compiled);
    await user.click(submitButton());
    const siteName = field(bundle, 'install.site_name.label');
    expect(errorTextOf(siteName)).toBe(bundle['install.site_name.required']);
    expect(siteName.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says a site name one character too long is too long, with the limit from the constants', async () => {
    const { user } = renderForm(locale, compiled);
    const limit = constants.limits.install.site_name_max;
    const siteName = field(bundle, 'install.site_name.label');
    await user.type(siteName, 'q'.repeat(limit + 1));
    await user.click(submitButton());
    expect(errorTextOf(siteName)).toBe(format(locale, compiled, 'install.site_name.max_length', { limit }));
  });
});

describe('SchemaForm with a server refusal', () => {
  it("shows the server's field error on its field until the field changes", async () => {
    const { bundle, locale, compiled } = catalogues[0];
    const serverMessage = bundle['install.site_url.invalid'];
    const onSubmit = vi.fn(async () => {
      throw new ApiError('field_errors', 400, 'base.request_format_error', serverMessage, [
        { error_field: 'site_url', error_msg: serverMessage },
      ]);
    });
    const { user } = renderForm(locale, compiled, onSubmit);
    await user.type(field(bundle, 'install.site_name.label'), 'Quorum test site');
    await user.type(field(bundle, 'install.site_url.label'), 'https://quorum.example');
    await user.type(field(bundle, 'install.contact_email.label'), 'contact@quorum.example');
    await user.type(field(bundle, 'install.admin_name.label'), 'admin');
    await user.type(field(bundle, 'install.admin_password.label'), 'correct horse battery');
    await user.type(field(bundle, 'install.admin_email.label'), 'admin@quorum.example');
    await user.click(screen.getByRole('button', { name: bundle[form.submit] }));

    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]).toEqual([
      expect.objectContaining({
        site_name: 'Quorum test site',
        site_url: 'https://quorum.example',
        lang: constants.languages.default,
      }),
    ]);
    const siteUrl = field(bundle, 'install.site_url.label');
    expect(await screen.findByText(serverMessage)).toBeTruthy();
    expect(errorTextOf(siteUrl)).toBe(serverMessage);
    expect(siteUrl.getAttribute('aria-invalid')).toBe('true');
    expect(errorTextOf(field(bundle, 'install.site_name.label'))).toBe('');

    await user.type(siteUrl, '/community');
    expect(errorTextOf(siteUrl)).toBe('');
  });
});
