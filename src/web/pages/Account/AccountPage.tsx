import type { ReactNode } from 'react';
import type { MessageKey } from '../../../../generated/messages/index.ts';
import { Message } from '../../components/Message.tsx';
import './account.css';

interface AccountPageProps {
  title: MessageKey;
  children: ReactNode;
}

/** The narrow column every account page shows its heading and content in. */
export function AccountPage({ title, children }: AccountPageProps) {
  return (
    <section className="account-page">
      <h1>
        <Message id={title} />
      </h1>
      {children}
    </section>
  );
}
