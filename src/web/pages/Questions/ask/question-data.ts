import type { TagChoice } from '../../../components/tag-picker/tag-choice.ts';
import { tagsBody } from './TagField.tsx';

/** What the question part of the ask and edit forms holds while it is written. */
export interface QuestionData {
  title: string;
  content: string;
  tags: TagChoice[];
}

export const emptyQuestion: QuestionData = { title: '', content: '', tags: [] };

/** The question part of the body the forms take. */
export function questionBody({ title, content, tags }: QuestionData) {
  return { title, content, tags: tagsBody(tags) };
}
