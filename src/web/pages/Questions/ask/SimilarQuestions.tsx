import { useEffect, useState } from 'react';
import { constants } from '../../../../../generated/constants.ts';
import type { DataOf } from '../../../../../generated/operations.ts';
import { questionPath } from '../../../../shared/permalink/index.ts';
import { api } from '../../../app/api-client.ts';
import { useSiteInfo } from '../../../app/site-context.ts';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue.ts';
import { useMessage } from '../../../hooks/useMessage.ts';

type Similar = DataOf<'getSimilarQuestions'>;

/** Questions whose titles look like the one being typed, searched once typing pauses. */
export function SimilarQuestions({ title }: { title: string }) {
  const t = useMessage();
  const permalink = useSiteInfo().site_seo.permalink;
  const [found, setFound] = useState<Similar>([]);
  const text = title.trim();
  const searched = useDebouncedValue(text);

  useEffect(() => {
    if (searched === '') return setFound([]);
    const controller = new AbortController();
    api.getSimilarQuestions({ query: { title: searched } }, { signal: controller.signal }).then(
      (list) => !controller.signal.aborted && setFound(list),
      () => undefined,
    );
    return () => controller.abort();
  }, [searched]);

  if (text === '' || found.length === 0) return null;
  return (
    <section className="similar-questions" aria-labelledby="similar-questions-heading">
      <h2 id="similar-questions-heading">{t('ask.similar.heading')}</h2>
      <p className="form-help">{t('ask.similar.hint')}</p>
      <ul>
        {found.map((question) => (
          <li key={question.id}>
            <a href={`${constants.base_path}${questionPath(permalink, question)}`} target="_blank" rel="noopener">
              {question.title}
            </a>{' '}
            <span className="similar-questions-meta">
              {t('ask.similar.answers', { count: question.answer_count })}
              {question.status === constants.post_status.closed && ` · ${t('ask.similar.closed')}`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
