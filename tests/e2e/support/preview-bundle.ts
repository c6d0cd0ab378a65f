// The browser preview's renderer (shared markdown rules + DOMPurify) bundled for a test page, so the XSS
// test runs the preview path in real Chromium (its HTML parser is the one mutation XSS targets).
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';

const entry = fileURLToPath(new URL('./preview-entry.ts', import.meta.url));

/** The preview renderer as a script that sets window.quorumPreview(markdown) → HTML. */
export async function previewBundle(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: { write: false, minify: false, lib: { entry, formats: ['iife'], name: 'quorumPreviewBundle' } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs[0]?.output.find((item) => item.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('the preview bundle produced no script');
  return chunk.code;
}
