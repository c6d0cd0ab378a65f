/**
 * Text typed and options chosen in a server-drawn page before its scripts took it over are in the fields,
 * but React never saw them: a filter would not filter, a period picked would not be shown, a form would
 * send what React holds. Each is handed over as the person's own input would be, once React listens.
 */
export function replayEarlyInput(root: HTMLElement): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    replayTypedText(field);
  }
  for (const select of root.querySelectorAll('select')) replayChosenOption(select);
}

/**
 * Hydration records a field's value as React's own, so React's record is set back to what the server
 * drew, the field keeps the text, and an input event lets the field's onChange run.
 */
function replayTypedText(field: HTMLInputElement | HTMLTextAreaElement): void {
  if (field.type === 'checkbox' || field.type === 'radio' || field.type === 'file') return;
  const typed = field.value;
  if (typed === field.defaultValue) return;
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setDomValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setDomValue) return;
  // through the element: React's record of the value follows; through the prototype: only the field does
  field.value = field.defaultValue;
  setDomValue.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** React keeps no record of a select's value: a change event alone runs its onChange with the chosen option. */
function replayChosenOption(select: HTMLSelectElement): void {
  if (select.multiple) return;
  const drawn = Math.max(
    0,
    [...select.options].findIndex((option) => option.defaultSelected),
  );
  if (select.selectedIndex === drawn) return;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}
