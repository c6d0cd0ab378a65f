import type { DataOf } from '../../../../../generated/operations.ts';

export type QuestionData = DataOf<'getQuestionInfo'>;
export type AnswerData = DataOf<'getAnswerPage'>['list'][number];
