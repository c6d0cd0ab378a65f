import { forms } from '../../../../generated/forms.ts';
import type { BaseInfoForm } from '../../../../machines/install.machine.ts';
import { Message } from '../../components/Message.tsx';
import { SchemaForm } from '../../forms/SchemaForm.tsx';

/** Step 4: the site and its administrator (spec/forms/install_base_info.yaml); refusals show on their fields. */
export function BaseInfoStep({
  language,
  onSubmit,
}: {
  language: string;
  onSubmit(form: BaseInfoForm): Promise<void>;
}) {
  return (
    <section aria-labelledby="install-step-title">
      <h2 id="install-step-title">
        <Message id="install.base_info.title" />
      </h2>
      <SchemaForm
        form={forms.install_base_info}
        initialData={{ lang: language }}
        // SchemaForm checked the data with the same schema the server uses.
        onSubmit={(data) => onSubmit(data as BaseInfoForm)}
      />
    </section>
  );
}
