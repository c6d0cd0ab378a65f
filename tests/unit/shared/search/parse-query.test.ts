import { describe, expect, it } from 'vitest';
import { parseSearchQuery, type SearchQuery } from '../../../../src/shared/search/parse-query.ts';

const nothing: SearchQuery = {
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
  objectTypes: ['question', 'answer'],
};

const parsed = (text: string, expected: Partial<SearchQuery>) =>
  expect(parseSearchQuery(text)).toEqual({ ...nothing, ...expected });

describe('the search syntax', () => {
  it('reads free words lower-cased, without repeats, at most five', () => {
    parsed('  Sqlite   INDEX sqlite ', { words: ['sqlite', 'index'] });
    parsed('one two three four five six', { words: ['one', 'two', 'three', 'four', 'five'] });
    parsed('', {});
  });

  it('turns + # . < > - _ ( ) * outside tokens into spaces, and keeps other characters', () => {
    parsed('c++ c#.net <b>-x', { words: ['c', 'net', 'b', 'x'] });
    parsed('_y(z)*w', { words: ['y', 'z', 'w'] });
    parsed("don't/stop", { words: ["don't/stop"] });
  });

  it('keeps the five words that carry the subject when stop words are named, and all stop words when nothing else is typed', () => {
    const stopWords = new Set(['what', 'is', 'the', 'between', 'and', 'how', 'do', 'i', 'this']);
    const subject = (text: string) => parseSearchQuery(text, stopWords).words;
    expect(subject('What is the difference between transmon and Xmon qubits in practice?')).toEqual([
      'difference',
      'transmon',
      'xmon',
      'qubits',
      'in',
    ]);
    expect(subject('How do I do this')).toEqual(['how', 'do', 'i', 'this']);
    expect(parseSearchQuery('"the phrase" is the subject', stopWords)).toMatchObject({
      phrases: ['the phrase'],
      words: ['subject'],
    });
  });

  it('reads up to five [tags], lower-cased, keeping the separators inside them', () => {
    parsed('[C++] [node.js] help', { tags: ['c++', 'node.js'], words: ['help'] });
    parsed('[a][b] [c] [d] [e] [f]', { tags: ['a', 'b', 'c', 'd', 'e'] });
    parsed('[x] [x]', { tags: ['x'] });
    parsed('[] [two words]', { words: ['[]', '[two', 'words]'] });
  });

  it('reads "exact phrases" whose words count toward the five', () => {
    parsed('"Full  Text" search', { phrases: ['full text'], words: ['search'] });
    parsed('"a" "b" "c" "d" "e" extra', { phrases: ['a', 'b', 'c', 'd', 'e'] });
    parsed('"" "unfinished', { words: ['"unfinished'] });
  });

  it('reads user:name and user:me', () => {
    parsed('user:alice.b_c-d rest', { user: 'alice.b_c-d', words: ['rest'] });
    parsed('user:me', { user: 'me' });
    parsed('user:first user:second', { user: 'first' });
  });

  it('reads score:N, N > 0 meaning at least N and 0 meaning exactly none', () => {
    parsed('score:3', { score: { min: 3, exactlyZero: false } });
    parsed('score:0', { score: { min: 0, exactlyZero: true } });
    parsed('score:99999999999999', { score: { min: 2147483647, exactlyZero: false } });
    parsed('score:-1 score:x', { words: ['score:', '1', 'score:x'] });
  });

  it('reads answers:N, views:N and hasaccepted:yes|no as conditions of questions', () => {
    parsed('answers:0', { answers: { min: 0, exactlyZero: true }, objectTypes: ['question'] });
    parsed('answers:2', { answers: { min: 2, exactlyZero: false }, objectTypes: ['question'] });
    parsed('views:10', { views: { min: 10, exactlyZero: false }, objectTypes: ['question'] });
    parsed('hasaccepted:no', { hasAccepted: false, objectTypes: ['question'] });
    parsed('hasaccepted:yes', { hasAccepted: true, objectTypes: ['question'] });
    parsed('hasaccepted:maybe', { words: ['hasaccepted:maybe'] });
  });

  it('reads isaccepted:yes|no and inquestion:id as conditions of answers', () => {
    parsed('isaccepted:yes', { isAccepted: true, objectTypes: ['answer'] });
    parsed('isaccepted:no', { isAccepted: false, objectTypes: ['answer'] });
    parsed('inquestion:10010000000000001', { inQuestion: '10010000000000001', objectTypes: ['answer'] });
    parsed('inquestion:1a2B', { inQuestion: '1a2B', objectTypes: ['answer'] });
  });

  it('reads is:question and is:answer; tokens that contradict each other leave no kind of post', () => {
    parsed('is:question', { objectTypes: ['question'] });
    parsed('is:answer', { objectTypes: ['answer'] });
    parsed('is:answer is:question', { objectTypes: [] });
    parsed('is:answer answers:1', { answers: { min: 1, exactlyZero: false }, objectTypes: [] });
    parsed('is:comment', { words: ['is:comment'] });
  });

  it('takes token names case-sensitively and only as whole words', () => {
    parsed('Score:3 IS:question', { words: ['score:3', 'is:question'] });
    parsed('xscore:3', { words: ['xscore:3'] });
    parsed('constructor:1 __proto__:2', { words: ['constructor:1', 'proto', ':2'] });
  });

  it('reads everything at once', () => {
    parsed('[sql] user:me score:1 "left join" slow query', {
      tags: ['sql'],
      user: 'me',
      score: { min: 1, exactlyZero: false },
      phrases: ['left join'],
      words: ['slow', 'query'],
    });
  });
});
