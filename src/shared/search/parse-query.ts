import { constants } from '../../../generated/constants.ts';

export type SearchObjectType = 'question' | 'answer';

/** A count condition: N > 0 means at least N, N = 0 means exactly none. */
export interface CountCondition {
  min: number;
  exactlyZero: boolean;
}

/** What a search query asks for (answer-api-facts §4.10), as both the server and the search tips read it. */
export interface SearchQuery {
  /** free words, lower-cased, each to be found in the post */
  words: string[];
  /** "exact phrases", lower-cased, each to be found as written */
  phrases: string[];
  /** tag slugs from [tag], lower-cased; the post's question carries each (or one of its synonyms) */
  tags: string[];
  /** user:name; 'me' stands for the person searching */
  user: string | null;
  score: CountCondition | null;
  answers: CountCondition | null;
  views: CountCondition | null;
  /** hasaccepted:yes|no, of questions */
  hasAccepted: boolean | null;
  /** isaccepted:yes|no, of answers */
  isAccepted: boolean | null;
  /** inquestion:id, answers of that question (long or short id, as typed) */
  inQuestion: string | null;
  /** the kinds of post that can match; empty when the tokens contradict each other */
  objectTypes: SearchObjectType[];
}

interface TokenRule {
  value: RegExp;
  apply: (query: SearchQuery, value: string) => void;
  /** the kind of post the token speaks of, when it speaks of one */
  kind?: (value: string) => SearchObjectType;
}

const {
  tags_max: tagsMax,
  words_max: wordsMax,
  number_max: numberMax,
  separator_characters: separators,
} = constants.search;

function countCondition(value: string): CountCondition {
  const min = Math.min(Number(value), numberMax);
  return { min, exactlyZero: min === 0 };
}

/** Each token is `name:value` standing alone between spaces; names are case-sensitive. The first of a kind wins. */
const tokens = new Map(
  Object.entries<TokenRule>({
    user: { value: /^\S+$/, apply: (query, value) => (query.user ??= value) },
    score: { value: /^\d+$/, apply: (query, value) => (query.score ??= countCondition(value)) },
    answers: {
      value: /^\d+$/,
      apply: (query, value) => (query.answers ??= countCondition(value)),
      kind: () => 'question',
    },
    views: { value: /^\d+$/, apply: (query, value) => (query.views ??= countCondition(value)), kind: () => 'question' },
    hasaccepted: {
      value: /^(yes|no)$/,
      apply: (query, value) => (query.hasAccepted ??= value === 'yes'),
      kind: () => 'question',
    },
    isaccepted: {
      value: /^(yes|no)$/,
      apply: (query, value) => (query.isAccepted ??= value === 'yes'),
      kind: () => 'answer',
    },
    inquestion: {
      value: /^[0-9A-Za-z]+$/,
      apply: (query, value) => (query.inQuestion ??= value),
      kind: () => 'answer',
    },
    is: { value: /^(question|answer)$/, apply: () => undefined, kind: (value) => value as SearchObjectType },
  }),
);

const TAG = /\[([^\]\s]+)\]/g;
const PHRASE = /"([^"]*)"/g;
const SEPARATORS = new RegExp(`[${separators.replace(/[\\\]^-]/g, '\\$&')}]`, 'g');

/** Which kinds of post remain once every token that names one (is:, answers:, isaccepted: ...) has had its say. */
function objectTypesOf(named: Set<SearchObjectType>): SearchObjectType[] {
  if (named.size === 0) return ['question', 'answer'];
  return named.size === 1 ? [...named] : [];
}

/**
 * Reads the search syntax (product spec §5, answer-api-facts §4.10) from what was typed. The words_max
 * free words kept are the first outside `stopWords` (the site language's), so a question typed whole is
 * searched by its subject, not by "how do I".
 */
export function parseSearchQuery(text: string, stopWords?: ReadonlySet<string>): SearchQuery {
  const query: SearchQuery = {
    words: [],
    phrases: [],
    tags: [],
    user: null,
    score: null,
    answers: null,
    views: null,
    hasAccepted: null,
    isAccepted: null,
    inQuestion: null,
    objectTypes: [],
  };
  const named = new Set<SearchObjectType>();
  let rest = text.replace(PHRASE, (_, phrase: string) => {
    const words = phrase.toLowerCase().trim().split(/\s+/).filter(Boolean).join(' ');
    if (words) query.phrases.push(words);
    return ' ';
  });
  rest = rest.replace(TAG, (_, slug: string) => {
    const tag = slug.toLowerCase();
    if (query.tags.length < tagsMax && !query.tags.includes(tag)) query.tags.push(tag);
    return ' ';
  });
  const free: string[] = [];
  for (const part of rest.split(/\s+/).filter(Boolean)) {
    const colon = part.indexOf(':');
    const token = colon > 0 ? tokens.get(part.slice(0, colon)) : undefined;
    const value = part.slice(colon + 1);
    if (!token || !token.value.test(value)) {
      free.push(part);
      continue;
    }
    token.apply(query, value);
    if (token.kind) named.add(token.kind(value));
  }
  const words = free.join(' ').replace(SEPARATORS, ' ').toLowerCase().split(/\s+/).filter(Boolean);
  query.phrases = query.phrases.slice(0, wordsMax);
  const unique = [...new Set(words)];
  // Stop words carry no subject: the words kept are the first that do, unless every word is one.
  const subject = stopWords ? unique.filter((word) => !stopWords.has(word)) : unique;
  query.words = (subject.length > 0 ? subject : unique).slice(0, wordsMax - query.phrases.length);
  query.objectTypes = objectTypesOf(named);
  return query;
}
