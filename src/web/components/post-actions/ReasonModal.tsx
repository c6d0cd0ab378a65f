import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent } from 'react';
import type { DataOf } from '../../../../generated/operations.ts';
import type { MessageKey } from '../../../../generated/messages/index.ts';
import { reasonContentProblem } from '../../../../machines/post-lifecycle.reason-content.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { api } from '../../app/api-client.ts';
import { useApiData } from '../../hooks/useApiData.ts';
import { useMessage } from '../../hooks/useMessage.ts';
import { LoadingStatus } from '../LoadingStatus.tsx';
import './post-actions.css';

type Reason = DataOf<'listReasons'>[number];

export interface ReasonModalProps {
  /** which reasons to offer: GET reasons?object_type&action */
  objectType: 'question' | 'answer' | 'comment';
  action: 'close' | 'flag';
  /** the site's address, for the duplicate link's origin rule */
  siteOrigin: string;
  /** sends the choice; a refusal with field errors is shown on the fields */
  onSubmit(reasonType: number, content: string): Promise<void>;
  onClose(): void;
}

interface Problems {
  reason?: string;
  content?: string;
}

/**
 * The reason picker of product spec §5 (close and flag): a radio list of the reasons, the content field
 * when the chosen reason needs one, and the form rules checked before sending and again by the server.
 */
export default function ReasonModal({ objectType, action, siteOrigin, onSubmit, onClose }: ReasonModalProps) {
  const t = useMessage();
  const ids = { legend: useId(), content: useId(), contentError: useId(), reasonError: useId() };
  const reasons = useApiData((signal) => api.listReasons({ query: { object_type: objectType, action } }, { signal }));
  const [chosen, setChosen] = useState<Reason | null>(null);
  const [content, setContent] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return setProblems({ reason: t('validation.report.reason_required') });
    const problem = reasonContentProblem(chosen.reason_type, chosen.content_type, content, siteOrigin);
    if (problem) return setProblems({ content: t(problem) });
    setProblems({});
    setSending(true);
    try {
      await onSubmit(chosen.reason_type, chosen.have_content ? content.trim() : '');
    } catch (error) {
      // Field refusals belong on the fields; every other refusal the client hooks already showed.
      const fields = error instanceof ApiError ? error.fieldErrors : [];
      const on = (name: string) => fields.find((entry) => entry.error_field === name)?.error_msg;
      setProblems({ reason: on('close_type') ?? on('report_type'), content: on('close_msg') ?? on('content') });
    } finally {
      setSending(false);
    }
  };

  const titleKey: MessageKey = action === 'close' ? 'post_status.close.title' : 'post_status.flag.title';
  const headingKey: MessageKey = action === 'close' ? 'post_status.close.heading' : 'post_status.flag.heading';
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => open || onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="dialog-overlay" />
        <DialogPrimitive.Content className="dialog reason-modal" aria-describedby={undefined}>
          <DialogPrimitive.Title className="dialog-title">{t(titleKey)}</DialogPrimitive.Title>
          <form onSubmit={(event) => void submit(event)} noValidate>
            {reasons.status === 'loading' && <LoadingStatus />}
            {reasons.status === 'loaded' && (
              <fieldset className="reason-list" aria-describedby={problems.reason ? ids.reasonError : undefined}>
                <legend id={ids.legend}>{t(headingKey)}</legend>
                {reasons.data.map((reason) => (
                  <label key={reason.reason_type} className="reason-option">
                    <input
                      type="radio"
                      name="reason"
                      value={reason.reason_type}
                      checked={chosen?.reason_type === reason.reason_type}
                      onChange={() => {
                        setChosen(reason);
                        setProblems({});
                      }}
                    />
                    <span>
                      <strong>{reason.name}</strong>
                      <span className="reason-description">{reason.description}</span>
                    </span>
                  </label>
                ))}
                {problems.reason && (
                  <p id={ids.reasonError} className="form-error" role="alert">
                    {problems.reason}
                  </p>
                )}
              </fieldset>
            )}
            {chosen?.have_content && (
              <div className="reason-content">
                <label htmlFor={ids.content}>{t('post_status.field.close_msg.label')}</label>
                {chosen.content_type === 'textarea' ? (
                  <textarea
                    id={ids.content}
                    rows={3}
                    value={content}
                    placeholder={chosen.placeholder}
                    aria-invalid={Boolean(problems.content)}
                    aria-describedby={problems.content ? ids.contentError : undefined}
                    onChange={(event) => setContent(event.target.value)}
                  />
                ) : (
                  <input
                    id={ids.content}
                    type="url"
                    value={content}
                    placeholder={chosen.placeholder}
                    aria-invalid={Boolean(problems.content)}
                    aria-describedby={problems.content ? ids.contentError : undefined}
                    onChange={(event) => setContent(event.target.value)}
                  />
                )}
                {problems.content && (
                  <p id={ids.contentError} className="form-error" role="alert">
                    {problems.content}
                  </p>
                )}
              </div>
            )}
            <div className="dialog-actions">
              <DialogPrimitive.Close type="button" className="button">
                {t('post_status.menu.cancel')}
              </DialogPrimitive.Close>
              <button type="submit" className="button button-primary" disabled={sending || reasons.status !== 'loaded'}>
                {t(action === 'close' ? 'post_status.close.submit' : 'post_action.report')}
              </button>
            </div>
          </form>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
