import { useState, type FormEvent } from 'react';
import { constants } from '../../../../generated/constants.ts';
import type { BodyOf, DataOf } from '../../../../generated/operations.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { api } from '../../app/api-client.ts';
import { showToast } from '../../app/toasts.ts';
import { LoadingStatus } from '../../components/LoadingStatus.tsx';
import { Message } from '../../components/Message.tsx';
import { useApiData } from '../../hooks/useApiData.ts';
import { useMessage } from '../../hooks/useMessage.ts';
import './settings.css';

type PrivilegesData = DataOf<'getAdminPrivileges'>;
type Option = PrivilegesData['options'][number];

const CUSTOM = constants.privileges.custom_level;
const MIN_RANK = constants.limits.privilege_level_min;

/**
 * The privileges page (spec/settings/privileges.yaml): the levels side by side as choices, the chosen
 * level's table of privileges and the reputation each needs, editable for the custom level.
 */
export default function Privileges() {
  const data = useApiData((signal) => api.getAdminPrivileges({}, { signal }));
  return (
    <section className="admin-settings admin-privileges" aria-labelledby="privileges-heading">
      <h1 id="privileges-heading">
        <Message id="page_title.admin_privileges" />
      </h1>
      {data.status === 'loading' && <LoadingStatus />}
      {data.status === 'failed' && (
        <p role="alert">
          <Message id="admin_settings.load_failed" />
        </p>
      )}
      {data.status === 'loaded' && <PrivilegesForm data={data.data} />}
    </section>
  );
}

function PrivilegesForm({ data }: { data: PrivilegesData }) {
  const t = useMessage();
  const [level, setLevel] = useState(data.selected_level);
  const custom = data.options.find((option) => option.level === CUSTOM);
  const [ranks, setRanks] = useState<Record<string, number | ''>>(() =>
    Object.fromEntries((custom?.privileges ?? []).map((privilege) => [privilege.key, privilege.value])),
  );
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const shown = data.options.find((option) => option.level === level) ?? data.options[0]!;

  async function save(event: FormEvent) {
    event.preventDefault();
    const body: BodyOf<'updateAdminPrivileges'> = {
      level,
      custom_privileges:
        level === CUSTOM ? Object.entries(ranks).map(([key, value]) => ({ key, value: Number(value) })) : [],
    };
    setSaving(true);
    setError(null);
    try {
      await api.updateAdminPrivileges({ body });
      showToast('success', t('admin_settings.saved'));
    } catch (caught) {
      if (!(caught instanceof ApiError)) throw caught;
      setError(caught.fieldErrors[0]?.error_msg ?? caught.message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="schema-form privileges-form" onSubmit={(event) => void save(event)} noValidate>
      <fieldset className="privilege-levels" aria-describedby="privilege-levels-help">
        <legend>
          <Message id="admin_privileges.level_label" />
        </legend>
        <p id="privilege-levels-help" className="form-help">
          <Message id="admin_privileges.level_help" />
        </p>
        {data.options.map((option) => (
          <label key={option.level} className="privilege-level">
            <input
              type="radio"
              name="privilege-level"
              value={option.level}
              checked={level === option.level}
              onChange={() => setLevel(option.level)}
            />
            <span>
              <strong>{levelName(option, t)}</strong> <span className="privilege-level-desc">{option.level_desc}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <PrivilegeTable
        option={shown}
        editable={shown.level === CUSTOM}
        ranks={ranks}
        onRank={(key, value) => setRanks((current) => ({ ...current, [key]: value }))}
      />
      <p className="form-error" role="alert">
        {error}
      </p>
      <div>
        <button type="submit" className="button button-primary" disabled={saving}>
          {saving ? t('admin_privileges.saving') : t('admin_privileges.submit')}
        </button>
      </div>
    </form>
  );
}

function levelName(option: Option, t: ReturnType<typeof useMessage>): string {
  return option.level === CUSTOM
    ? t('admin_privileges.custom_label')
    : t('admin_privileges.level_name', { level: option.level });
}

interface PrivilegeTableProps {
  option: Option;
  editable: boolean;
  ranks: Record<string, number | ''>;
  onRank(key: string, value: number | ''): void;
}

/** One level's privileges and the reputation each needs; the custom level's numbers are inputs. */
function PrivilegeTable({ option, editable, ranks, onRank }: PrivilegeTableProps) {
  const t = useMessage();
  return (
    <div className="privilege-table-wrap">
      <table className="privilege-table">
        <caption>
          {levelName(option, t)}
          {editable && (
            <span className="form-help">
              {' '}
              <Message id="admin_privileges.custom_help" values={{ min: MIN_RANK }} />
            </span>
          )}
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Message id="admin_privileges.column_privilege" />
            </th>
            <th scope="col">
              <Message id="admin_privileges.column_reputation" />
            </th>
          </tr>
        </thead>
        <tbody>
          {option.privileges.map((privilege) => {
            const inputId = `privilege-${privilege.key}`;
            return (
              <tr key={privilege.key}>
                <th scope="row">{editable ? <label htmlFor={inputId}>{privilege.label}</label> : privilege.label}</th>
                <td>
                  {editable ? (
                    <input
                      id={inputId}
                      type="number"
                      min={MIN_RANK}
                      max={constants.privileges.custom_rank_max}
                      value={ranks[privilege.key] ?? ''}
                      onChange={(event) =>
                        onRank(privilege.key, event.target.value === '' ? '' : Number(event.target.value))
                      }
                    />
                  ) : (
                    privilege.value
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
