import type { ObjectFieldTemplateProps } from '@rjsf/utils';

/** The fields of an object, in the order of the form's ui hints, without a fieldset of their own. */
export function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return <>{properties.map((property) => property.content)}</>;
}
