import { Message } from '../../components/Message.tsx';
import { useSiteName } from '../../app/site-context.ts';

export default function Maintenance() {
  return (
    <section className="maintenance-page">
      <p className="maintenance-site-name">{useSiteName()}</p>
      <h1>
        <Message id="maintenance.message" />
      </h1>
    </section>
  );
}
