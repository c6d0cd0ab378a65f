import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../shared/api/api-error.ts';
import { useMessage } from '../../hooks/useMessage.ts';

export interface FlagEdit {
  title?: string;
  content: string;
}

interface FlagEditFormProps {
  /** the question's title to edit; absent for answers and comments */
  title?: string;
  content: string;
  onSave(edit: FlagEdit): Promise<void>;
  onCancel(): void;
}

/** The reviewer's edit of a flagged post: its title (questions) and text; refusals show on the fields. */
export function FlagEditForm({ title, content, onSave, onCancel }: FlagEditFormProps) {
  const t = useMessage();
  const ids = { title: useId(), content: useId(), titleError: useId(), contentError: useId() };
  const [draft, setDraft] = useState({ title: title ?? '', content });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await onSave({ content: draft.content, ...(title === undefined ? {} : { title: draft.title }) });
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : [];
      setProblems(Object.fromEntries(fields.map((entry) => [entry.error_field, entry.error_msg])));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="review-edit-form" onSubmit={(event) => void submit(event)} noValidate>
      {title !== undefined && (
        <div className="review-field">
          <label htmlFor={ids.title}>{t('review.flag.field.title')}</label>
          <input
            id={ids.title}
            value={draft.title}
            aria-invalid={Boolean(problems.title)}
            aria-describedby={problems.title ? ids.titleError : undefined}
            onChange={(event) => setDraft({ ...draft, title: event.target.value })}
          />
          {problems.title && (
            <p id={ids.titleError} className="form-error" role="alert">
              {problems.title}
            </p>
          )}
        </div>
      )}
      <div className="review-field">
        <label htmlFor={ids.content}>{t('review.flag.field.content')}</label>
        <textarea
          id={ids.content}
          rows={8}
          value={draft.content}
          aria-invalid={Boolean(problems.content)}
          aria-describedby={problems.content ? ids.contentError : undefined}
          onChange={(event) => setDraft({ ...draft, content: event.target.value })}
        />
        {problems.content && (
          <p id={ids.contentError} className="form-error" role="alert">
            {problems.content}
          </p>
        )}
      </div>
      <div className="review-actions">
        <button type="submit" className="button button-primary" disabled={saving}>
          {t('review.flag.edit_save')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('review.flag.edit_cancel')}
        </button>
      </div>
    </form>
  );
}
