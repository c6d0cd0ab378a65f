import { useDeferredValue, useMemo } from 'react';
import { createMarkdownPreview } from '../../../shared/markdown/purify.ts';
import { useMessage } from '../../hooks/useMessage.ts';
import { PostBody } from '../post/PostBody.tsx';

let preview: ((source: string) => string) | undefined;
/** One DOMPurify instance for the page, made when a preview first shows. */
function previewHtml(source: string): string {
  preview ??= createMarkdownPreview(window);
  return preview(source);
}

/** What the markdown will look like once stored: the shared rules and the same allowlist, via DOMPurify. */
export function MarkdownPreview({ source, id }: { source: string; id: string }) {
  const t = useMessage();
  // Typing stays responsive on long posts: the preview follows when the browser has time.
  const deferred = useDeferredValue(source);
  const html = useMemo(() => previewHtml(deferred), [deferred]);
  return (
    <section className="editor-preview" aria-labelledby={`${id}-preview-title`}>
      <h2 id={`${id}-preview-title`} className="editor-preview-title">
        {t('editor.preview.title')}
      </h2>
      {deferred.trim() ? <PostBody html={html} /> : <p className="editor-preview-empty">{t('editor.preview.empty')}</p>}
    </section>
  );
}
