import type { MessageKey } from '../../../../generated/messages/index.ts';
import { Message } from '../../components/Message.tsx';

const tips: MessageKey[] = [
  'search_ui.tips.tag',
  'search_ui.tips.user',
  'search_ui.tips.score',
  'search_ui.tips.answers',
  'search_ui.tips.views',
  'search_ui.tips.is_question',
  'search_ui.tips.is_answer',
  'search_ui.tips.accepted',
  'search_ui.tips.in_question',
  'search_ui.tips.phrase',
];

/** The search syntax (src/shared/search/parse-query.ts), one line per element. */
export function SearchTips() {
  return (
    <aside className="search-tips" aria-labelledby="search-tips-title">
      <h2 id="search-tips-title">
        <Message id="search_ui.tips.title" />
      </h2>
      <ul>
        {tips.map((tip) => (
          <li key={tip}>
            <Message id={tip} />
          </li>
        ))}
      </ul>
    </aside>
  );
}
