import Sigma from 'lucide-react/icons/sigma';
import SquareSigma from 'lucide-react/icons/square-sigma';
import { insertBlock, wrapSelection } from '../../components/editor/markdown-commands.ts';
import type { WebPlugin } from '../web-plugin.ts';
import { mathRender } from './render.ts';

/** Math: `$…$` and `$$…$$` drawn with KaTeX, and two toolbar buttons to write them. */
export const mathPlugin: WebPlugin = {
  ...mathRender,
  toolbar: [
    {
      id: 'math_inline',
      label: 'editor_plugins.math.inline',
      icon: Sigma,
      run: (s, t) => wrapSelection(s, '$', t('editor_plugins.math.placeholder')),
    },
    {
      id: 'math_block',
      label: 'editor_plugins.math.block',
      icon: SquareSigma,
      run: (s, t) => insertBlock(s, `$$\n${s.text.slice(s.start, s.end) || t('editor_plugins.math.placeholder')}\n$$`),
    },
  ],
};
