import type { FastifyInstance } from 'fastify';
import { constants } from '../../../../generated/constants.ts';
import { createTranslator } from '../../i18n/translator.ts';
import { formRefusals } from './auto-install-check.ts';

type Environment = Record<string, string | undefined>;

/** answer-api-facts §6: each variable and the wizard field it fills. */
const DATABASE_FIELDS = {
  DB_TYPE: 'db_type',
  DB_FILE: 'db_file',
  DB_HOST: 'db_host',
  DB_NAME: 'db_name',
  DB_USERNAME: 'db_username',
  DB_PASSWORD: 'db_password',
};
const BASE_INFO_FIELDS = {
  LANGUAGE: 'lang',
  SITE_NAME: 'site_name',
  SITE_URL: 'site_url',
  CONTACT_EMAIL: 'contact_email',
  ADMIN_NAME: 'name',
  ADMIN_PASSWORD: 'password',
  ADMIN_EMAIL: 'email',
};

export function autoInstallRequested(env: Environment): boolean {
  return env.AUTO_INSTALL?.trim().toLowerCase() === 'true';
}

/** The set variables as a form body; unset ones are left out so the form's defaults and rules apply. */
function formFrom(env: Environment, fields: Record<string, string>): Record<string, string> {
  const body: Record<string, string> = {};
  for (const [variable, field] of Object.entries(fields)) {
    const value = env[variable];
    if (value !== undefined && value !== '') body[field] = value;
  }
  return body;
}

interface Answer {
  status: number;
  body: { reason?: string; msg?: string; data?: unknown };
}

function refusal(answer: Answer): Error {
  const fieldErrors = Array.isArray(answer.body.data)
    ? (answer.body.data as Array<{ error_field: string; error_msg: string }>)
    : [];
  const messages =
    fieldErrors.length > 0
      ? fieldErrors.map((error) => `${error.error_field}: ${error.error_msg}`)
      : [answer.body.msg ?? `HTTP ${answer.status}`];
  return new Error(`Automatic installation failed: ${messages.join(' ')}`);
}

/**
 * Headless installation (AUTO_INSTALL=true): the wizard's own calls, made through the app before it
 * listens, so the same forms validate the variables (all of them before anything is written) and
 * refusals come in LANGUAGE's words. Does nothing on an installed site; a run that fails later (say, the
 * database does not answer) leaves nothing that stops a corrected run from finishing.
 */
export async function autoInstall(app: FastifyInstance, env: Environment): Promise<'installed' | 'already installed'> {
  const language = env.LANGUAGE?.trim() || constants.languages.default;
  const databaseForm = formFrom(env, DATABASE_FIELDS);
  const baseInfoForm = formFrom(env, BASE_INFO_FIELDS);
  const call = async (path: string, payload?: Record<string, string>): Promise<Answer> => {
    const response = await app.inject({
      method: 'POST',
      url: `${constants.install_api_prefix}/${path}`,
      headers: { 'accept-language': language },
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  };

  const check = await call('config-file/check');
  if (check.body.reason === 'error.install.already_installed') return 'already installed';
  if (check.status !== 200) throw refusal(check);
  const translator = await createTranslator();
  const t = translator.forLanguage(translator.pick(language));
  const refusals = [
    ...formRefusals('install_database', databaseForm, t),
    ...formRefusals('install_base_info', baseInfoForm, t),
  ];
  if (refusals.length > 0) throw new Error(`Automatic installation failed: ${refusals.join(' ')}`);
  const configuration = check.body.data as { config_file_exist: boolean; db_connection_success: boolean };
  if (!configuration.config_file_exist) {
    const init = await call('init', databaseForm);
    if (init.status !== 200) throw refusal(init);
  } else if (!configuration.db_connection_success) {
    throw new Error('Automatic installation failed: the configured database does not answer');
  }
  const baseInfo = await call('base-info', baseInfoForm);
  if (baseInfo.status !== 200) throw refusal(baseInfo);
  return 'installed';
}
