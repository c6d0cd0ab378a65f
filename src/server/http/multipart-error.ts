/**
 * busboy (under @fastify/multipart) throws plain Errors, without a code or status, for a multipart body
 * it cannot read (no boundary, a body cut short, a broken part header); only their origin tells them apart.
 */
export function isMultipartParseError(error: Error): boolean {
  return /@fastify[\\/]busboy[\\/]/.test(error.stack ?? '');
}
