/**
 * Text typed into a server-drawn page before its scripts took it over is in the fields, but React never
 * saw it: a filter would not filter, a form would send what React holds. Hydration records each field's
 * value as React's own, so the typed text is handed over as typing would: React's record is set back to
 * what the server drew, the field keeps the text, and an input event lets the field's onChange run.
 */
export function replayTypedText(root: HTMLElement): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field.type === 'checkbox' || field.type === 'radio' || field.type === 'file') continue;
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    const setDomValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
    if (!setDomValue) continue;
    // through the element: React's record of the value follows; through the prototype: only the field does
    field.value = field.defaultValue;
    setDomValue.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
