import { useMachine } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { constants } from '../../../../generated/constants.ts';
import {
  installMachine,
  STEP_TAGS,
  type BaseInfoForm,
  type DatabaseForm,
} from '../../../../machines/install.machine.ts';
import { isLanguage } from '../../../shared/preferences/index.ts';
import { usePreferences } from '../../app/preferences-context.ts';
import { Message } from '../../components/Message.tsx';
import { useLatest } from '../../hooks/useLatest.ts';
import { useSkeletonDelay } from '../../hooks/useSkeletonDelay.ts';
import { BaseInfoStep } from './BaseInfoStep.tsx';
import { ConfigFileStep } from './ConfigFileStep.tsx';
import { DatabaseStep } from './DatabaseStep.tsx';
import { installEffects, type FormSettlement } from './install-effects.ts';
import { LanguageStep } from './LanguageStep.tsx';
import { Progress } from './Progress.tsx';
import { ActionButton, Notice, SiteLink } from './Screens.tsx';
import './install.css';

/** Shown only when the first check is slow, like every loading state of the site. */
function Checking() {
  const delayed = useSkeletonDelay();
  return <p role="status">{delayed && <Message id="install.wizard.checking" />}</p>;
}

/** /install: the install wizard (product spec §2, §4), driven by machines/install.machine.ts. */
export default function Wizard() {
  const preferences = usePreferences();
  const pendingForm = useRef<FormSettlement | null>(null);
  const switchLanguage = useLatest(preferences.switchLanguage);
  // Made once per visit; the machine's language step calls the switch of the latest render.
  const machine = useMemo(
    () =>
      installMachine.provide(
        installEffects(pendingForm, (language) => {
          if (isLanguage(language)) void switchLanguage.current(language);
        }),
      ),
    [switchLanguage],
  );
  const [state, send] = useMachine(machine, { input: { language: preferences.language } });
  const { context } = state;

  /** Sends a form's step and settles the form's promise when the machine has the server's answer. */
  const sendForm = (
    event: { type: 'SUBMIT_DATABASE'; form: DatabaseForm } | { type: 'SUBMIT_BASE_INFO'; form: BaseInfoForm },
  ) =>
    new Promise<void>((resolve, reject) => {
      pendingForm.current = { resolve, reject };
      send(event);
    });

  const step = STEP_TAGS.findIndex((tag) => state.hasTag(tag)) + 1;
  return (
    <div className="install-wizard">
      <h1>
        <Message id="install.wizard.heading" values={{ product: constants.product_name }} />
      </h1>
      {step > 0 && <Progress step={step} />}
      {screen()}
    </div>
  );

  function screen() {
    if (state.matches('checking')) return <Checking />;
    if (state.matches('failed')) {
      return (
        <Notice title="install.wizard.check_failed" tone="danger">
          <ActionButton label="install.wizard.retry" onClick={() => send({ type: 'RETRY' })} />
        </Notice>
      );
    }
    if (state.matches('dbFailed')) {
      return (
        <Notice title="install.db_connection_failed" detail="install.db_connection_failed_detail" tone="danger">
          <ActionButton label="install.wizard.retry" onClick={() => send({ type: 'RETRY' })} />
        </Notice>
      );
    }
    if (state.matches('configExists')) {
      return (
        <Notice title="install.config_yaml_exists" detail="install.config_yaml_exists_detail" tone="warning">
          <ActionButton label="install.wizard.install_now" onClick={() => send({ type: 'INSTALL_NOW' })} />
        </Notice>
      );
    }
    if (state.matches('alreadyInstalled')) {
      return (
        <Notice title="install.already_installed" detail="install.already_installed_detail">
          <SiteLink label="install.done.visit" />
        </Notice>
      );
    }
    if (state.matches('language')) {
      return (
        <LanguageStep
          language={context.language}
          onChoose={(language) => send({ type: 'CHOOSE_LANGUAGE', language })}
          onNext={() => send({ type: 'NEXT' })}
        />
      );
    }
    if (state.matches('database')) {
      return (
        <DatabaseStep
          initial={context.databaseForm}
          onSubmit={(form) => sendForm({ type: 'SUBMIT_DATABASE', form })}
          onBack={() => send({ type: 'BACK' })}
        />
      );
    }
    if (state.matches('configFile')) {
      const manual = !state.matches({ configFile: 'written' });
      return (
        <ConfigFileStep
          defaultConfig={manual ? context.defaultConfig : null}
          checking={state.matches({ configFile: 'rechecking' })}
          stillMissing={context.error?.stillMissing === true}
          alert={context.error?.message ?? null}
          onNext={() => send({ type: 'NEXT' })}
          onRecheck={() => send({ type: 'RECHECK' })}
        />
      );
    }
    if (state.matches('baseInfo')) {
      return (
        <BaseInfoStep language={context.language} onSubmit={(form) => sendForm({ type: 'SUBMIT_BASE_INFO', form })} />
      );
    }
    return (
      <Notice title="install.done.title" detail="install.done.detail">
        <SiteLink label="install.done.visit" />
      </Notice>
    );
  }
}
