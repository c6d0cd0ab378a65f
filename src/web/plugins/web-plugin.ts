// The browser parts of plugins (answer-api-facts §5, UI plugin kinds): an editor plugin adds toolbar buttons
// or replaces the editor; a render plugin draws parts of a post's stored HTML; a captcha plugin shows its
// challenges in a dialog of its own. A plugin may be several. The
// server knows each plugin by the same slug name and says through GET plugin/status which are on.
import type { ComponentType } from 'react';
import type { CaptchaDialogProps } from '../components/captcha/CaptchaDialogFrame.tsx';
import type { MarkdownEditorProps } from '../components/editor/MarkdownEditor.tsx';
import type { ToolbarAction, Translate } from '../components/editor/toolbar-actions.ts';

/** Draws the elements its selector found in a post; loaded only when a post has such elements. */
export type DrawElements = (elements: HTMLElement[], t: Translate) => Promise<void>;

export interface RenderHook {
  /** the elements of the stored HTML this plugin draws */
  selector: string;
  /** the drawing code, imported on first use so pages without such elements never load it */
  load(): Promise<DrawElements>;
}

/** A plugin's drawing part alone (render-plugins.ts). */
export interface RenderPlugin {
  slug_name: string;
  render: RenderHook;
}

export interface WebPlugin {
  slug_name: string;
  /** buttons added after the editor's own */
  toolbar?: readonly ToolbarAction[];
  /** an editor used instead of the markdown editor (the first enabled one wins) */
  editor?: ComponentType<MarkdownEditorProps>;
  render?: RenderHook;
  /** a captcha plugin's dialog, imported the first time one of its challenges is shown */
  captcha?: () => Promise<{ default: ComponentType<CaptchaDialogProps> }>;
}
