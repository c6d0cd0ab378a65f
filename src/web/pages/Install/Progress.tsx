import type { MessageKey } from '../../../../generated/messages/index.ts';
import { Message } from '../../components/Message.tsx';
import { useMessage } from '../../hooks/useMessage.ts';

const STEPS: MessageKey[] = [
  'install.step.language',
  'install.step.database',
  'install.step.config_file',
  'install.step.base_info',
  'install.step.done',
];

/** The five steps of the wizard, the current one marked (product spec §2: "five steps with a progress display"). */
export function Progress({ step }: { step: number }) {
  const t = useMessage();
  return (
    <nav aria-label={t('install.wizard.progress')} className="install-progress">
      <p className="install-progress-label">
        <Message id="install.wizard.step_of" values={{ step, total: STEPS.length }} />
      </p>
      <ol>
        {STEPS.map((label, index) => {
          const number = index + 1;
          const state = number < step ? 'complete' : number === step ? 'current' : 'upcoming';
          return (
            <li
              key={label}
              className={`install-progress-step is-${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="install-progress-number" aria-hidden="true">
                {number}
              </span>
              <Message id={label} />
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
