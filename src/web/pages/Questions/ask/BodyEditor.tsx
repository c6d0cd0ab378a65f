import { lazy, Suspense } from 'react';
import type { FormDefinition } from '../../../../../generated/forms.ts';
import { LoadingStatus } from '../../../components/LoadingStatus.tsx';
import { useMessage } from '../../../hooks/useMessage.ts';
import { fieldId } from './usePostForm.ts';
import { fieldLimits } from '../../../../shared/validation/issues.ts';

// The editor (toolbar, preview, markdown rules) loads with the first page that writes a post.
const MarkdownEditor = lazy(() => import('../../../components/editor/MarkdownEditor.tsx'));

interface BodyEditorProps {
  form: FormDefinition;
  /** the markdown field of the form: content or answer_content */
  name: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
}

/** A markdown field of a post form in the editor with its live preview; label and hints from the form. */
export function BodyEditor({ form, name, value, onChange, error }: BodyEditorProps) {
  const t = useMessage();
  const ui = form.ui[name];
  return (
    <div className="form-field">
      <Suspense fallback={<LoadingStatus />}>
        <MarkdownEditor
          id={fieldId(form, name)}
          label={ui ? t(ui.label) : name}
          placeholder={ui?.placeholder && t(ui.placeholder)}
          value={value}
          onChange={onChange}
          error={error}
        />
      </Suspense>
      {ui?.help && <p className="form-help">{t(ui.help, fieldLimits(form.schema, name))}</p>}
    </div>
  );
}
