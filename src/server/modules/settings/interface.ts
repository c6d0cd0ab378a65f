import type { BodyOf } from '../../../../generated/operations.ts';
import type { HandlerContext } from '../../http/request-context.ts';

/** PUT user/interface: the user's language and colour scheme; 'default' follows the site's settings. */
export async function updateInterface(
  context: HandlerContext,
  userId: string,
  choice: BodyOf<'updateUserInterface'>,
): Promise<void> {
  await context.services.db
    .updateTable('users')
    .set({ language: choice.language, color_scheme: choice.color_scheme, updated_at: Math.floor(Date.now() / 1000) })
    .where('id', '=', userId)
    .execute();
}
