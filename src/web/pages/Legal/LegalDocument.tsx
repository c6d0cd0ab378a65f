import type { MessageKey } from '../../../../generated/messages/index.ts';
import { api } from '../../app/api-client.ts';
import { LoadingStatus } from '../../components/LoadingStatus.tsx';
import { Message } from '../../components/Message.tsx';
import { useApiData } from '../../hooks/useApiData.ts';

interface LegalDocumentProps {
  infoType: 'tos' | 'privacy';
  title: MessageKey;
}

/** The terms of service or privacy policy, as the admin published it (sanitized HTML from the server). */
export function LegalDocument({ infoType, title }: LegalDocumentProps) {
  const legal = useApiData((signal) => api.getSiteLegal({ query: { info_type: infoType } }, { signal }));
  const html =
    legal.status === 'loaded'
      ? infoType === 'tos'
        ? legal.data.terms_of_service_parsed_text
        : legal.data.privacy_policy_parsed_text
      : undefined;
  return (
    <article className="legal-page">
      <h1>
        <Message id={title} />
      </h1>
      {legal.status === 'loading' && <LoadingStatus />}
      {legal.status === 'loaded' &&
        (html ? (
          // The server renders and sanitizes this HTML when the admin saves it.
          <div className="legal-text" dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <p>
            <Message id="legal.not_published" />
          </p>
        ))}
    </article>
  );
}
