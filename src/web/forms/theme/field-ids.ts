import { errorId, helpId } from '@rjsf/utils';

/** The ids a control points at with aria-describedby: its help text (when it has one) and its error text. */
export function describedBy(id: string, hasHelp: boolean): string {
  return hasHelp ? `${helpId(id)} ${errorId(id)}` : errorId(id);
}
