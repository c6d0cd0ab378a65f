// @vitest-environment jsdom
import { join } from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FormDefinition } from '../../../generated/forms.ts';
import type { CompiledMessageBundle, MessageBundle } from '../../../generated/messages/index.ts';
import type { MessagesProvider as MessagesProviderOfCopy } from '../../../src/web/app/messages-context.tsx';
import type { SchemaForm as SchemaFormOfCopy } from '../../../src/web/forms/SchemaForm.tsx';
import { editedSiteNameMessage, regeneratedCopy, siteNameEdits } from '../../support/regenerated-copy.ts';

describe('a maintainer edits a limit and a message in spec/', () => {
  let copy: ReturnType<typeof regeneratedCopy>;
  let form: FormDefinition;
  let bundle: MessageBundle;
  let compiled: CompiledMessageBundle;
  let MessagesProvider: typeof MessagesProviderOfCopy;
  // The copy's own form component: it checks with the validators the copy's generator precompiled.
  let SchemaForm: typeof SchemaFormOfCopy;

  beforeAll(async () => {
    copy = regeneratedCopy(siteNameEdits);
    form = (await import(join(copy.dir, 'generated/forms.ts'))).forms.install_base_info;
    bundle = (await import(join(copy.dir, 'generated/messages/en_US.ts'))).default;
    compiled = (await import(join(copy.dir, 'generated/messages/compiled/en_US.ts'))).default;
    MessagesProvider = (await import(join(copy.dir, 'src/web/app/messages-context.tsx'))).MessagesProvider;
    SchemaForm = (await import(join(copy.dir, 'src/web/forms/SchemaForm.tsx'))).SchemaForm;
  }, 120_000);

  afterAll(() => {
    cleanup();
    copy?.remove();
  });

  it('the form refuses a site name over the new limit with the new message, before anything is sent', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(
      <MessagesProvider locale="en-US" bundle={compiled}>
        <SchemaForm form={form} onSubmit={onSubmit} />
      </MessagesProvider>,
    );
    const user = userEvent.setup();
    const siteName = screen.getByLabelText(bundle['install.site_name.label']);
    await user.type(siteName, 'Thirteen char');
    await user.click(screen.getByRole('button', { name: bundle[form.submit] }));
    const errorId = siteName
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((id) => id.endsWith('__error'));
    expect(errorId && document.getElementById(errorId)?.textContent).toBe(editedSiteNameMessage);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
