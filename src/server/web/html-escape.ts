/** Text or an attribute value inside HTML or XML: the five markup characters as numeric references. */
export function escapeMarkup(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Characters a JSON text may hold that must not reach a script element as they are: `<` could close the
 * element ("</script>") or open the comment-like states of its content ("<!--", "<script"); `>` and `&`
 * would matter if the text were ever read as HTML; U+2028 and U+2029 ended a line in the JavaScript
 * of old engines. As JSON \u escapes they read back the same.
 */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/** A value as JSON that may stand inside a script element (data or code) and parses back to the same value. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    UNSAFE_IN_SCRIPT,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
