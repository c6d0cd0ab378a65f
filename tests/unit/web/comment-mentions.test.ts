import { describe, expect, it } from 'vitest';
import { mentionedUsernames } from '../../../src/shared/mentions.ts';
import { insertMention, mentionAt } from '../../../src/web/components/question/comments/mentions.ts';

describe('@mentions in a comment', () => {
  it('finds the @word being typed before the caret', () => {
    expect(mentionAt('thanks @al', 10)).toEqual({ start: 7, query: 'al' });
    expect(mentionAt('@', 1)).toEqual({ start: 0, query: '' });
  });

  it('finds nothing in an email address or after a finished word', () => {
    expect(mentionAt('mail me at a@b', 14)).toBeNull();
    expect(mentionAt('@alice thanks', 13)).toBeNull();
  });

  it('replaces the typed part with the chosen username and moves the caret after it', () => {
    expect(insertMention('thanks @al!', 7, 10, 'alice')).toEqual({ text: 'thanks @alice !', caret: 14 });
  });

  it('lists each mentioned username once, lowercase, without the full stop after it', () => {
    expect(mentionedUsernames('@bob see @alice and @Bob, not a@b.c')).toEqual(['bob', 'alice']);
    expect(mentionedUsernames('Thanks @Rob.Smith. (@carol-) [@dave](x) https://x.org/@erin')).toEqual([
      'rob.smith',
      'carol',
    ]);
  });
});
