import type { ReactNode } from 'react';
import { constants } from '../../../../generated/constants.ts';
import type { MessageKey } from '../../../../generated/messages/index.ts';
import { Message } from '../../components/Message.tsx';

interface NoticeProps {
  title: MessageKey;
  detail?: MessageKey;
  tone?: 'info' | 'warning' | 'danger';
  children?: ReactNode;
}

/** A screen of the wizard that is a message and at most an action. */
export function Notice({ title, detail, tone = 'info', children }: NoticeProps) {
  return (
    <section className={`install-notice is-${tone}`} aria-labelledby="install-notice-title">
      <h2 id="install-notice-title">
        <Message id={title} />
      </h2>
      {detail && (
        <p>
          <Message id={detail} />
        </p>
      )}
      {children}
    </section>
  );
}

export function SiteLink({ label }: { label: MessageKey }) {
  // A full page load, so the site boots with the settings just installed.
  return (
    <a className="button button-primary" href={`${constants.base_path}/`}>
      <Message id={label} />
    </a>
  );
}

export function ActionButton({ label, onClick }: { label: MessageKey; onClick(): void }) {
  return (
    <button type="button" className="button button-primary" onClick={onClick}>
      <Message id={label} />
    </button>
  );
}
