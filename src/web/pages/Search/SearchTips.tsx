import type { MessageKey } from '../../../../generated/messages/index.ts';
import { useMessage } from '../../hooks/useMessage.ts';

/**
 * The search syntax (src/shared/search/parse-query.ts), one line per element. The examples are the
 * syntax itself, the same in every language, so they are values here and the catalogue only places them.
 */
const tips: [MessageKey, Record<string, string>][] = [
  ['search_ui.tips.tag', { example: '[tag]' }],
  ['search_ui.tips.user', { example: 'user:username', me: 'user:me' }],
  ['search_ui.tips.score', { example: 'score:3' }],
  ['search_ui.tips.answers', { example: 'answers:3', none: 'answers:0' }],
  ['search_ui.tips.views', { example: 'views:100' }],
  ['search_ui.tips.is_question', { example: 'is:question' }],
  ['search_ui.tips.is_answer', { example: 'is:answer' }],
  ['search_ui.tips.accepted', { example: 'hasaccepted:no', accepted: 'isaccepted:yes' }],
  ['search_ui.tips.in_question', { example: 'inquestion:123' }],
  ['search_ui.tips.phrase', { example: '"words here"' }],
];

// The formatter gives text only, so each example is fenced with a character no message holds and the
// pieces between the fences are drawn as code.
const fence = '\u0000';

function Tip({ id, examples }: { id: MessageKey; examples: Record<string, string> }) {
  const t = useMessage();
  const fenced = Object.fromEntries(Object.entries(examples).map(([name, text]) => [name, fence + text + fence]));
  return t(id, fenced)
    .split(fence)
    .map((piece, index) => (index % 2 ? <code key={index}>{piece}</code> : piece));
}

export function SearchTips() {
  const t = useMessage();
  return (
    <aside className="search-tips" aria-labelledby="search-tips-title">
      <h2 id="search-tips-title">{t('search_ui.tips.title')}</h2>
      <ul>
        {tips.map(([id, examples]) => (
          <li key={id}>
            <Tip id={id} examples={examples} />
          </li>
        ))}
      </ul>
    </aside>
  );
}
