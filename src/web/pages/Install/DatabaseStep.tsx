import { useId, useMemo, useState } from 'react';
import type { DatabaseForm } from '../../../../machines/install.machine.ts';
import { Message } from '../../components/Message.tsx';
import { SchemaForm } from '../../forms/SchemaForm.tsx';
import type { FormData } from '../../forms/server-errors.ts';
import { databaseFormFor, type Engine, engineOptions } from './database-forms.ts';

interface DatabaseStepProps {
  initial: DatabaseForm | null;
  onSubmit(form: DatabaseForm): Promise<void>;
  onBack(): void;
}

/** A sent form's own fields: the engine is not a field of the narrowed form. */
function fieldsOf({ db_type: _engine, ...fields }: DatabaseForm): FormData {
  return fields;
}

/** Step 2: the database engine, then that engine's form; a failed connection shows as the form's alert. */
export function DatabaseStep({ initial, onSubmit, onBack }: DatabaseStepProps) {
  const [engine, setEngine] = useState<Engine>(initial?.db_type ?? engineOptions()[0]!.value);
  const form = useMemo(() => databaseFormFor(engine), [engine]);
  const legendId = useId();
  return (
    <section aria-labelledby="install-step-title">
      <h2 id="install-step-title">
        <Message id="install.database.title" />
      </h2>
      <fieldset className="install-engines" aria-labelledby={legendId}>
        <legend id={legendId}>
          <Message id="install.database.engine" />
        </legend>
        {engineOptions().map((option) => (
          <label key={option.value} className="install-engine">
            <input
              type="radio"
              name="db_type"
              value={option.value}
              checked={engine === option.value}
              onChange={() => setEngine(option.value)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <SchemaForm
        key={engine}
        form={form}
        initialData={initial?.db_type === engine ? fieldsOf(initial) : {}}
        // SchemaForm checked the data with this engine's part of the same schema the server uses.
        onSubmit={(data) => onSubmit({ ...(data as Omit<DatabaseForm, 'db_type'>), db_type: engine })}
      />
      <div className="install-actions">
        <button type="button" className="button" onClick={onBack}>
          <Message id="install.wizard.back" />
        </button>
      </div>
    </section>
  );
}
