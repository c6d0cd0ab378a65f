import { createMarkdownPreview } from '../../../src/shared/markdown/purify.ts';

declare global {
  interface Window {
    quorumPreview(source: string): string;
  }
}

window.quorumPreview = createMarkdownPreview(window);
