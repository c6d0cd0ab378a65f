import type { ObjectFieldTemplateProps } from '@rjsf/utils';

/**
 * The fields of an object in the order of the form's ui hints. The form itself (no title) adds no
 * wrapper; a group field of a form is a fieldset whose legend is its label.
 */
export function ObjectFieldTemplate({ properties, title }: ObjectFieldTemplateProps) {
  const content = properties.map((property) => property.content);
  if (!title) return <>{content}</>;
  return (
    <fieldset className="form-group">
      <legend>{title}</legend>
      {content}
    </fieldset>
  );
}
