// @vitest-environment jsdom
import { join } from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FormDefinition } from '../../../generated/forms.ts';
import type { MessageBundle } from '../../../generated/messages/index.ts';
import type { SchemaForm as SchemaFormOfCopy } from '../../../src/web/forms/SchemaForm.tsx';
import { editedSiteNameMessage, regeneratedCopy, siteNameEdits } from '../../support/regenerated-copy.ts';

describe('a maintainer edits a limit and a message in spec/', () => {
  let copy: ReturnType<typeof regeneratedCopy>;
  let form: FormDefinition;
  let bundle: MessageBundle;
  // The copy's own form component: it checks with the validators the copy's generator precompiled.
  let SchemaForm: typeof SchemaFormOfCopy;

  beforeAll(async () => {
    copy = regeneratedCopy(siteNameEdits);
    form = (await import(join(copy.dir, 'generated/forms.ts'))).forms.install_base_info;
    bundle = (await import(join(copy.dir, 'generated/messages/en_US.ts'))).default;
    SchemaForm = (await import(join(copy.dir, 'src/web/forms/SchemaForm.tsx'))).SchemaForm;
  }, 120_000);

  afterAll(() => {
    cleanup();
    copy?.remove();
  });

  it('the form refuses a site name over the new limit with the new message, before anything is sent', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(
      <IntlProvider locale="en-US" messages={bundle}>
        <SchemaForm form={form} onSubmit={onSubmit} />
      </IntlProvider>,
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
