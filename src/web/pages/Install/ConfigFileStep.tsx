import { useId } from 'react';
import { Message } from '../../components/Message.tsx';
import { ActionButton } from './Screens.tsx';

interface ConfigFileStepProps {
  /** the YAML to create by hand when the server could not write it; null when it was written */
  defaultConfig: string | null;
  checking: boolean;
  stillMissing: boolean;
  alert: string | null;
  onNext(): void;
  onRecheck(): void;
}

/** Step 3: config.yaml was written, or is shown for the person to create, then checked again. */
export function ConfigFileStep({
  defaultConfig,
  checking,
  stillMissing,
  alert,
  onNext,
  onRecheck,
}: ConfigFileStepProps) {
  const textareaId = useId();
  return (
    <section aria-labelledby="install-step-title">
      <h2 id="install-step-title">
        <Message id="install.config_file.title" />
      </h2>
      {defaultConfig === null ? (
        <>
          <p>
            <Message id="install.config_file.created" />
          </p>
          <div className="install-actions">
            <ActionButton label="install.wizard.next" onClick={onNext} />
          </div>
        </>
      ) : (
        <>
          <p>
            <Message id="install.config_yaml_manual" />
          </p>
          <label htmlFor={textareaId}>
            <Message id="install.config_file.manual_label" />
          </label>
          <textarea id={textareaId} className="install-config" readOnly rows={6} value={defaultConfig} />
          <p className="form-alert" role="alert">
            {stillMissing ? <Message id="install.config_file.still_missing" /> : alert}
          </p>
          <div className="install-actions">
            <button type="button" className="button button-primary" onClick={onRecheck} aria-disabled={checking}>
              <Message id="install.config_file.recheck" />
            </button>
          </div>
        </>
      )}
    </section>
  );
}
