// One page of each type, on a site with content that strains a narrow screen: a word longer than any
// phone is wide, a long URL, a wide code block and a wide table, in a question and in its answer. For the
// layout checks (responsive.spec.ts) and the accessibility checks (accessibility.spec.ts).
import type { Page } from '@playwright/test';
import { gotoHydrated } from './hydration.ts';
import type { Member, QaSite } from './qa-site.ts';

const longWord = 'Pneumonoultramicroscopicsilicovolcanoconiosis'.repeat(3);
const longUrl = `https://example.org/${'very-long-path-segment-'.repeat(8)}end`;
const wideCode = `\`\`\`\nconst settings = { ${Array.from({ length: 16 }, (_, i) => `option${i}: "value ${i}"`).join(', ')} };\n\`\`\``;
const wideTable = `| ${Array.from({ length: 12 }, (_, i) => `column ${i}`).join(' | ')} |\n|${' --- |'.repeat(12)}\n| ${Array.from({ length: 12 }, (_, i) => `cell ${longWord.slice(0, 10)}${i}`).join(' | ')} |`;
const strainingBody = `A body with ${longWord} in it, a link ${longUrl} and:\n\n${wideCode}\n\n${wideTable}\n`;

export interface PageType {
  name: string;
  path: string;
  /** pages only the signed-in see */
  signedIn?: boolean;
}

export interface PageTypeSite {
  pages: PageType[];
  member: Member;
}

/** Seeds the straining content and lists one path of every page type, public and personal. */
export async function seedPageTypes(site: QaSite): Promise<PageTypeSite> {
  const member = await site.member('Wanda Wideword');
  const tag = 'narrow-screens';
  const question = await site.api<{ id: string; url_title: string }>(site.admin, 'POST', '/question', {
    title: `How do I fit ${longWord.slice(0, 60)} on a phone?`,
    content: strainingBody,
    tags: [{ slug_name: tag, display_name: tag }],
  });
  await site.api(member, 'POST', '/answer', { question_id: question.id, content: strainingBody });
  await site.api(member, 'POST', '/comment', { object_id: question.id, original_text: `See ${longUrl} ${longWord}` });
  const questionPath = `/questions/${question.id}/${question.url_title}`;
  return {
    member,
    pages: [
      { name: 'home', path: '/' },
      { name: 'questions', path: '/questions' },
      { name: 'featured', path: '/featured' },
      { name: 'question', path: questionPath },
      { name: 'tags', path: '/tags' },
      { name: 'tag', path: `/tags/${tag}` },
      { name: 'tag-info', path: `/tags/${tag}/info` },
      { name: 'users', path: '/users' },
      { name: 'user', path: `/users/${member.username}` },
      { name: 'user-answers', path: `/users/${member.username}/answers` },
      { name: 'search', path: `/search?q=${encodeURIComponent('phone')}` },
      { name: 'login', path: '/users/login' },
      { name: 'register', path: '/users/register' },
      { name: 'not-found', path: '/no-such-page' },
      { name: 'ask', path: '/questions/ask', signedIn: true },
      { name: 'settings-profile', path: '/users/settings/profile', signedIn: true },
      { name: 'settings-notify', path: '/users/settings/notify', signedIn: true },
      { name: 'settings-account', path: '/users/settings/account', signedIn: true },
      { name: 'settings-interface', path: '/users/settings/interface', signedIn: true },
      { name: 'notifications', path: '/users/notifications/inbox', signedIn: true },
      { name: 'timeline', path: `/posts/${question.id}/timeline`, signedIn: true },
    ],
  };
}

/** Opens a page and waits until its content, not a loading state, is shown. */
export async function openPage(page: Page, url: string): Promise<void> {
  await gotoHydrated(page, url);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}
