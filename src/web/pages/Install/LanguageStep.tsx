import { useEffect, useId, useState } from 'react';
import type { DataOf } from '../../../../generated/operations.ts';
import { api } from '../../app/api-client.ts';
import { Message } from '../../components/Message.tsx';
import { ActionButton } from './Screens.tsx';

type Options = DataOf<'installLanguageOptions'>;

/** Step 1: the language of the wizard and of the new site; a choice applies at once. */
export function LanguageStep({
  language,
  onChoose,
  onNext,
}: {
  language: string;
  onChoose(language: string): void;
  onNext(): void;
}) {
  const [options, setOptions] = useState<Options | null>(null);
  const selectId = useId();
  useEffect(() => {
    let live = true;
    api.installLanguageOptions({}, { passThroughErrors: true, ignore50X: true }).then(
      (loaded) => live && setOptions(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <section aria-labelledby="install-step-title">
      <h2 id="install-step-title">
        <Message id="install.language_step.title" />
      </h2>
      <p>
        <Message id="install.language_step.help" />
      </p>
      <div className="install-field">
        <label htmlFor={selectId}>
          <Message id="install.lang.label" />
        </label>
        <select id={selectId} value={language} onChange={(event) => onChoose(event.target.value)} disabled={!options}>
          {(options ?? [{ label: language, value: language }]).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="install-actions">
        <ActionButton label="install.wizard.next" onClick={onNext} />
      </div>
    </section>
  );
}
