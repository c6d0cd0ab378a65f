/**
 * POST user and POST users: accounts an admin adds, with a confirmed email and a username made from the
 * display name. A bulk add checks every line by the single add's rules (spec/forms/admin_user_add.yaml)
 * first, names the first bad line, and writes all accounts in one transaction or none.
 */
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { sql, type Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import { forms } from '../../../../generated/forms.ts';
import type { BodyOf } from '../../../../generated/operations.ts';
import { issuesFromAjv, messageForIssue } from '../../../shared/validation/issues.ts';
import { hashPassword } from '../../auth/password-hash.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { freeUsername } from '../user/registration.ts';
import { createActivatedMember, type NewMemberFields } from '../user/activated-member.ts';
import { nowSeconds } from '../user/users.ts';

type NewUser = BodyOf<'addUser'>;

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats.default(ajv);
const validateLine = ajv.compile(forms.admin_user_add.schema);

async function emailsInUse(db: Kysely<Database>, emails: string[]): Promise<Set<string>> {
  const rows = await db
    .selectFrom('users')
    .select(sql<string>`lower(e_mail)`.as('email'))
    .where(
      sql<string>`lower(e_mail)`,
      'in',
      emails.map((email) => email.toLowerCase()),
    )
    .execute();
  return new Set(rows.map((row) => row.email));
}

/** Writes the accounts (already checked) in one transaction. */
async function insertUsers(context: HandlerContext, people: NewUser[]): Promise<void> {
  const reserved = new Set<string>();
  const accounts: NewMemberFields[] = [];
  for (const person of people) {
    const username = await freeUsername(context.services.db, person.display_name, reserved);
    reserved.add(username);
    accounts.push({
      username,
      display_name: person.display_name,
      e_mail: person.e_mail,
      pass: await hashPassword(person.password),
    });
  }
  const now = nowSeconds();
  await transactionWithRetry(context.services.db, async (trx) => {
    for (const account of accounts) await createActivatedMember(trx, account, now);
  });
}

function trimmed(person: NewUser): NewUser {
  return { display_name: person.display_name.trim(), e_mail: person.e_mail.trim(), password: person.password };
}

export async function addUser(context: HandlerContext, body: NewUser): Promise<void> {
  const person = trimmed(body);
  if (!person.display_name) throw AppError.field('display_name', 'admin_users.field.display_name_required');
  if ((await emailsInUse(context.services.db, [person.e_mail])).size > 0)
    throw AppError.field('e_mail', 'error.email.duplicate');
  await insertUsers(context, [person]).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw AppError.field('e_mail', 'error.email.duplicate');
    throw error;
  });
}

/** One line as 'display_name, email, password'; the password is what follows the second comma. */
function parseLine(line: string): NewUser | null {
  const first = line.indexOf(',');
  const second = first < 0 ? -1 : line.indexOf(',', first + 1);
  if (second < 0) return null;
  return trimmed({
    display_name: line.slice(0, first),
    e_mail: line.slice(first + 1, second),
    password: line.slice(second + 1).trim(),
  });
}

/** The line's person, or the refusal naming the line and its first broken rule. */
function checkedLine(context: HandlerContext, line: number, text: string): NewUser {
  const person = parseLine(text);
  if (!person || !person.display_name) throw AppError.field('users', 'error.admin.bulk_line_format', { line });
  if (validateLine(person)) return person;
  // ajv names every rule that failed; the first one is what the admin fixes first
  const [issue] = issuesFromAjv(validateLine.errors ?? []);
  if (!issue) return person;
  const { key, values } = messageForIssue(issue, forms.admin_user_add);
  throw AppError.field('users', 'error.admin.bulk_line', { line, problem: context.t(key, values) });
}

export async function addUsers(context: HandlerContext, body: BodyOf<'addUsers'>): Promise<void> {
  // Blank lines (a trailing newline, a gap) are no users; every other line is numbered as the admin sees it.
  const lines = body.users
    .split(/\r?\n/)
    .map((text, index) => ({ text, number: index + 1 }))
    .filter((line) => line.text.trim() !== '');
  if (lines.length === 0) throw AppError.field('users', 'validation.admin.bulk_users_required');
  if (lines.length > constants.admin_users.bulk_max_lines)
    throw AppError.field('users', 'error.admin.bulk_too_many_lines', { max: constants.admin_users.bulk_max_lines });
  const people: NewUser[] = [];
  const firstLineOf = new Map<string, number>();
  for (const line of lines) {
    const person = checkedLine(context, line.number, line.text);
    const email = person.e_mail.toLowerCase();
    const first = firstLineOf.get(email);
    if (first !== undefined)
      throw AppError.field('users', 'error.admin.bulk_email_repeated', { line: line.number, first });
    firstLineOf.set(email, line.number);
    people.push(person);
  }
  const inUse = await emailsInUse(
    context.services.db,
    people.map((person) => person.e_mail),
  );
  const taken = lines.find((_, index) => inUse.has(people[index]!.e_mail.toLowerCase()));
  if (taken)
    throw AppError.field('users', 'error.admin.bulk_line', {
      line: taken.number,
      problem: context.t('error.email.duplicate'),
    });
  await insertUsers(context, people).catch((error: unknown) => {
    // Someone took one of the addresses between the check and the insert: nobody was added.
    if (isUniqueViolation(error)) throw AppError.field('users', 'error.email.duplicate');
    throw error;
  });
}
