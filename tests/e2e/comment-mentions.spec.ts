import { expect } from '@playwright/test';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import { startQaSite, type Member, type QaSite } from './support/qa-site.ts';
import { gotoHydrated } from './support/hydration.ts';
import { test } from './support/test.ts';

// Eve comments on Carol's question, which Rob answered and Dave commented on. Typing @ offers the
// question's participants (asker, answerer, commenter) before anyone else; "@Ro" adds Robert, who has
// not taken part, after Rob; the one picked is a link to their page once the comment is posted.
let site: QaSite;
let carol: Member;
let rob: Member;
let robert: Member;
let dave: Member;
let eve: Member;
let questionPath = '';

test.use({ colorScheme: 'light' });

test.beforeAll(async ({ siteServers }) => {
  test.setTimeout(120_000);
  site = await startQaSite(siteServers);
  carol = await site.member('Carol Asker');
  // named as an import names people ("Rob" is shorter than sign-up allows)
  rob = await imported('rob', 'Rob');
  robert = await imported('robert', 'Robert');
  dave = await site.member('Dave Commenter');
  eve = await site.member('Eve Writer');
  // asking this creates the tag the members use (creating tags takes reputation)
  await site.api(site.admin, 'POST', '/question', {
    title: 'Which qubits decohere fastest?',
    content: 'Asking for the tag it brings.',
    tags: [{ slug_name: 'qubits', display_name: 'qubits' }],
  });
  const question = await site.api<{ id: string; url_title: string }>(carol, 'POST', '/question', {
    title: 'How long does a transmon keep its state?',
    content: 'I read numbers from microseconds to milliseconds.',
    tags: [{ slug_name: 'qubits' }],
  });
  questionPath = `/questions/${question.id}/${question.url_title}`;
  await site.api(rob, 'POST', '/answer', { question_id: question.id, content: 'Around a hundred microseconds today.' });
  await site.api(dave, 'POST', '/comment', {
    object_id: question.id,
    original_text: 'Which year were those numbers from?',
  });
});

/** A member renamed as a Stack Exchange import would name them. */
async function imported(username: string, displayName: string): Promise<Member> {
  const member = await site.member(`${displayName} Member`);
  site.server
    .database()
    .prepare('UPDATE users SET username = ?, display_name = ? WHERE id = ?')
    .run(username, displayName, member.id);
  return { ...member, username, name: displayName };
}

test('@ offers the participants first, then matching people; the picked one is linked', async ({ page }) => {
  await site.signIn(page, eve);
  await gotoHydrated(page, site.at(questionPath));
  const question = page.locator('article.question-post');
  await question.getByRole('button', { name: en['questions_ui.comments.add'] }).click();
  const box = question.getByRole('combobox', { name: en['questions_ui.comments.text_label'] });
  const suggestions = question.getByRole('listbox', { name: en['questions_ui.comments.mention_list'] });

  await box.pressSequentially('Thanks @');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(suggestions.getByRole('option')).toHaveText([
    `Carol Asker @${carol.username}`,
    `Rob @${rob.username}`,
    `Dave Commenter @${dave.username}`,
  ]);

  await box.pressSequentially('Ro');
  await expect(suggestions.getByRole('option')).toHaveText([`Rob @${rob.username}`, `Robert @${robert.username}`]);
  await box.press('ArrowDown');
  await expect(suggestions.getByRole('option', { selected: true })).toHaveText(`Robert @${robert.username}`);
  await box.press('Enter');
  await expect(box).toHaveValue(`Thanks @${robert.username} `);
  await expect(suggestions).toBeHidden();
  await box.pressSequentially('for the pointer');
  await question.getByRole('button', { name: en['questions_ui.comments.submit'] }).click();

  const posted = question.locator('.comment').filter({ hasText: 'for the pointer' });
  const link = posted.locator('.comment-body').getByRole('link', { name: `@${robert.username}` });
  await expect(link).toHaveAttribute('href', `${constants.base_path}/users/${robert.username}`);
});
