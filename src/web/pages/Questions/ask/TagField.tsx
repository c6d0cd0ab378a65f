import type { FormDefinition } from '../../../../../generated/forms.ts';
import { api } from '../../../app/api-client.ts';
import { TagPicker } from '../../../components/tag-picker/TagPicker.tsx';
import type { TagChoice } from '../../../components/tag-picker/tag-choice.ts';
import { FormField } from './FormField.tsx';

const suggestTags = (tag: string, signal: AbortSignal) => api.getTagSuggestions({ query: { tag } }, { signal });

interface TagFieldProps {
  form: FormDefinition;
  value: readonly TagChoice[];
  onChange(tags: TagChoice[]): void;
  error?: string | undefined;
}

/** The tags of a question, with suggestions from `GET question/tags` and the form's most-tags rule. */
export function TagField({ form, value, onChange, error }: TagFieldProps) {
  const rule = (form.schema.properties as Record<string, { maxItems?: number }>).tags;
  return (
    <FormField form={form} name="tags" error={error}>
      {({ id, describedBy, invalid }) => (
        <TagPicker
          id={id}
          value={value}
          onChange={onChange}
          suggest={suggestTags}
          describedBy={describedBy}
          invalid={invalid}
          maxTags={rule?.maxItems}
        />
      )}
    </FormField>
  );
}

/** Tags as the forms take them: slug and name only (the marks are for the picker). */
export function tagsBody(tags: readonly TagChoice[]) {
  return tags.map(({ slug_name, display_name }) => ({ slug_name, display_name }));
}
