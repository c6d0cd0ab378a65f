import type { UserBasicInfo } from '../../modules/user/basic-info.ts';

const CONTEXT = 'https://schema.org';

/** A Unix-seconds time as schema.org wants it. */
export function isoDate(seconds: number | string): string {
  return new Date(Number(seconds) * 1000).toISOString();
}

/** The author of a post; a deleted account is a person without a page. */
export function personOf(user: UserBasicInfo | undefined, link: (path: string) => string) {
  if (!user?.username) return { '@type': 'Person', name: user?.display_name || '' };
  return {
    '@type': 'Person',
    name: user.display_name || user.username,
    url: link(`/users/${encodeURIComponent(user.username)}`),
  };
}

/** The trail of links above a page, last item the page itself. */
export function breadcrumbList(items: Array<{ name: string; url: string }>) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

export interface StructuredAnswer {
  text: string;
  votes: number;
  createdAt: number | string;
  url: string;
  author: object;
}

function answerData(answer: StructuredAnswer) {
  return {
    '@type': 'Answer',
    text: answer.text,
    upvoteCount: answer.votes,
    dateCreated: isoDate(answer.createdAt),
    url: answer.url,
    author: answer.author,
  };
}

/** A question page as schema.org's QAPage: the question, its accepted answer and the others suggested. */
export function qaPage(question: {
  title: string;
  text: string;
  votes: number;
  answerCount: number;
  createdAt: number | string;
  author: object;
  accepted: StructuredAnswer | null;
  suggested: StructuredAnswer[];
}) {
  return {
    '@context': CONTEXT,
    '@type': 'QAPage',
    mainEntity: {
      '@type': 'Question',
      name: question.title,
      text: question.text,
      answerCount: question.answerCount,
      upvoteCount: question.votes,
      dateCreated: isoDate(question.createdAt),
      author: question.author,
      ...(question.accepted ? { acceptedAnswer: answerData(question.accepted) } : {}),
      ...(question.suggested.length ? { suggestedAnswer: question.suggested.map(answerData) } : {}),
    },
  };
}
