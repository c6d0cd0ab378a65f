import type { RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import type { Widget } from '../../../../generated/forms.ts';
import { CheckboxWidget } from './CheckboxWidget.tsx';
import { ColorWidget } from './ColorWidget.tsx';
import { FieldTemplate } from './FieldTemplate.tsx';
import { ImageUploadWidget } from './ImageUploadWidget.tsx';
import { EmailWidget, HiddenWidget, NumberWidget, PasswordWidget, TextWidget, UrlWidget } from './InputWidget.tsx';
import { ObjectFieldTemplate } from './ObjectFieldTemplate.tsx';
import { SelectWidget } from './SelectWidget.tsx';
import { SwitchWidget } from './SwitchWidget.tsx';
import { TagListWidget } from './TagListWidget.tsx';
import { TextareaWidget } from './TextareaWidget.tsx';

/** One widget per widget name a form in spec/forms may ask for; a group is an object field, not a widget. */
export const widgets: Record<Exclude<Widget, 'group'>, RegistryWidgetsType[string]> = {
  text: TextWidget,
  email: EmailWidget,
  password: PasswordWidget,
  url: UrlWidget,
  number: NumberWidget,
  textarea: TextareaWidget,
  select: SelectWidget,
  checkbox: CheckboxWidget,
  hidden: HiddenWidget,
  switch: SwitchWidget,
  tags: TagListWidget,
  image: ImageUploadWidget,
  color: ColorWidget,
};

export const templates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
};
