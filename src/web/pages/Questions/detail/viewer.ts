import { checkGuard } from '../../../app/guards.ts';
import { useSession } from '../../../app/session.ts';
import type { QuestionData } from './types.ts';

/** The route guard "staff" (the auth machine decides who is staff), asked for one control. */
const staffOnly = { guard: 'staff', loginRequiredExempt: false } as const;

/** Whether the viewer may accept answers to this question: its asker, or staff (the server checks again). */
export function useMayAccept(question: QuestionData): boolean {
  const { user } = useSession();
  if (!user) return false;
  return user.id === question.user_info.id || checkGuard(staffOnly).kind === 'allow';
}
