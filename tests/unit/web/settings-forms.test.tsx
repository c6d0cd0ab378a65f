// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { constants } from '../../../generated/constants.ts';
import { forms } from '../../../generated/forms.ts';
import enUS from '../../../generated/messages/en_US.ts';
import type { CompiledMessageBundle, MessageKey } from '../../../generated/messages/index.ts';
import zhCN from '../../../generated/messages/zh_CN.ts';
import compiledEnUS from '../../../generated/messages/compiled/en_US.ts';
import compiledZhCN from '../../../generated/messages/compiled/zh_CN.ts';
import { createMessages } from '../../../src/shared/i18n/format-message.ts';
import { MessagesProvider } from '../../../src/web/app/messages-context.tsx';
import { SchemaForm } from '../../../src/web/forms/SchemaForm.tsx';
import { ChangePasswordForm } from '../../../src/web/pages/Users/Settings/ChangePasswordForm.tsx';
import { withFields } from '../../../src/web/pages/Users/Settings/form-fields.ts';

/** The server's answer while no captcha is needed (the dialog itself is tested in captcha-dialog tests). */
const noCaptchaNeeded = async () => ({ captcha_id: '', captcha_img: '', verify: false });

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

function renderIn(locale: string, compiled: CompiledMessageBundle, ui: ReactNode) {
  render(
    <MessagesProvider locale={locale} bundle={compiled}>
      {ui}
    </MessagesProvider>,
  );
  return userEvent.setup();
}

/** The text of a field's error paragraph (the one its aria-describedby names for errors). */
function errorTextOf(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  const errorId = ids.find((id) => id.endsWith('__error'));
  return (errorId && document.getElementById(errorId)?.textContent) || '';
}

afterEach(cleanup);

describe.each(catalogues)('settings forms in $language', ({ locale, bundle, compiled }) => {
  it('profile: says what is wrong with a username, a display name, a website and a bio before sending', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const profile = withFields(forms.settings_profile, ['display_name', 'username', 'bio', 'website', 'location']);
    const user = renderIn(
      locale,
      compiled,
      <SchemaForm form={profile} onSubmit={onSubmit} initialData={{ display_name: 'Ada', username: 'ada' }} />,
    );
    const username = screen.getByLabelText(bundle['settings.profile.username.label']);
    const displayName = screen.getByLabelText(bundle['settings.profile.display_name.label']);
    const website = screen.getByLabelText(bundle['settings.profile.website.label']);
    const bio = screen.getByLabelText(bundle['settings.profile.bio.label']);
    await user.clear(username);
    await user.type(username, 'Has Caps');
    await user.click(displayName);
    await user.paste('x'.repeat(constants.limits.display_name.max));
    await user.type(website, 'not a url');
    await user.click(bio);
    await user.paste('b'.repeat(constants.limits.bio.max + 1));
    await user.click(screen.getByRole('button', { name: bundle['settings.profile.submit'] }));

    expect(errorTextOf(username)).toBe(bundle['validation.username.pattern']);
    expect(errorTextOf(displayName)).toBe(
      format(locale, compiled, 'validation.display_name.max_length', { max: constants.limits.display_name.max }),
    );
    expect(errorTextOf(website)).toBe(bundle['validation.website.invalid']);
    expect(errorTextOf(bio)).toBe(
      format(locale, compiled, 'settings.profile.bio.max_length', { max: constants.limits.bio.max }),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('profile: a form without a field the site does not allow has no control for it', () => {
    renderIn(
      locale,
      compiled,
      <SchemaForm form={withFields(forms.settings_profile, ['display_name'])} onSubmit={vi.fn()} />,
    );
    expect(screen.queryByLabelText(bundle['settings.profile.username.label'])).toBeNull();
    expect(screen.getByLabelText(bundle['settings.profile.display_name.label'])).toBeTruthy();
  });

  it('password: refuses a short new password and a confirmation that does not match, sending nothing', async () => {
    const send = vi.fn(async () => undefined);
    const user = renderIn(
      locale,
      compiled,
      <ChangePasswordForm hasPassword send={send} checkCaptcha={noCaptchaNeeded} />,
    );
    const submit = () => user.click(screen.getByRole('button', { name: bundle['settings.password.submit'] }));
    // ChangePasswordForm loads rjsf lazily, so its first render waits for the chunk.
    const pass = await screen.findByLabelText(bundle['settings.password.pass.label']);
    const confirm = screen.getByLabelText(bundle['settings.password.pass_confirm.label']);

    await user.type(pass, 'short');
    await submit();
    const { min, max } = constants.limits.password;
    expect(errorTextOf(pass)).toBe(format(locale, compiled, 'validation.password.length', { min, max }));

    await user.type(pass, '-but-long-now');
    await user.type(confirm, 'something-else');
    await submit();
    expect(errorTextOf(confirm)).toBe(bundle['validation.password.mismatch']);
    expect(send).not.toHaveBeenCalled();

    await user.clear(confirm);
    await user.type(confirm, 'short-but-long-now');
    await submit();
    // the captcha flow's code loads with the form's first write
    await vi.waitFor(() =>
      expect(send).toHaveBeenCalledWith(
        expect.objectContaining({ pass: 'short-but-long-now', pass_confirm: 'short-but-long-now' }),
      ),
    );
  });

  it('password: a person without a password is not asked for the current one', async () => {
    renderIn(
      locale,
      compiled,
      <ChangePasswordForm hasPassword={false} send={vi.fn()} checkCaptcha={noCaptchaNeeded} />,
    );
    await screen.findByLabelText(bundle['settings.password.pass.label']);
    expect(screen.queryByLabelText(bundle['settings.password.old_pass.label'])).toBeNull();
  });

  it("interface: offers 'default' (the site's setting) first, then every language and colour scheme", () => {
    renderIn(
      locale,
      compiled,
      <SchemaForm
        form={forms.settings_interface}
        onSubmit={vi.fn()}
        initialData={{ language: 'default', color_scheme: 'default' }}
      />,
    );
    const language = screen.getByLabelText(bundle['settings.interface.language.label']) as HTMLSelectElement;
    const scheme = screen.getByLabelText(bundle['settings.interface.color_scheme.label']) as HTMLSelectElement;
    expect([...language.options].map((option) => option.textContent)).toEqual([
      bundle['settings.interface.language.default'],
      ...constants.languages.available.map((available) => available.label),
    ]);
    expect([...scheme.options].map((option) => option.textContent)).toEqual([
      bundle['settings.interface.color_scheme.default'],
      bundle['settings.interface.color_scheme.light'],
      bundle['settings.interface.color_scheme.dark'],
      bundle['settings.interface.color_scheme.system'],
    ]);
  });
});

describe('user choices in spec/constants.yaml', () => {
  it("are 'Default' or 'default' followed by every available language and colour scheme", () => {
    expect(constants.languages.user_choices).toEqual([
      constants.languages.user_default,
      ...constants.languages.available.map((language) => language.value),
    ]);
    expect(constants.languages.user_choice_labels.slice(1)).toEqual(
      constants.languages.available.map((language) => language.label),
    );
    expect(constants.color_scheme.user_choices).toEqual([
      constants.color_scheme.user_default,
      ...constants.color_scheme.values,
    ]);
  });

  it('take back the empty avatar type user/info shows, beside every type a person picks', () => {
    expect(constants.avatar.accepted_types).toEqual(['', ...constants.avatar.types]);
  });
});
