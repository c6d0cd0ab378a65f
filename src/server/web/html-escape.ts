/** Text or an attribute value inside HTML or XML: the five markup characters as numeric references. */
export function escapeMarkup(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
