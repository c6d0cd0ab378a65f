// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { constants } from '../../../generated/constants.ts';
import { createDraftSaver, readDraft } from '../../../src/web/hooks/draft-store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const { question_draft: questionKey, answer_draft: answerKey } = constants.storage.keys;
const debounce = constants.timing.draft_save_debounce_ms;

afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('drafts', () => {
  it(`are saved ${debounce} ms after the last change, not while typing`, () => {
    vi.useFakeTimers();
    const saver = createDraftSaver<{ title: string }>(questionKey);
    saver.schedule({ title: 'H' });
    vi.advanceTimersByTime(debounce - 1);
    saver.schedule({ title: 'Hello' });
    vi.advanceTimersByTime(debounce - 1);
    expect(readDraft(questionKey)).toBeNull();
    vi.advanceTimersByTime(1);
    expect(readDraft(questionKey)).toEqual({ title: 'Hello' });
  });

  it(`are kept for ${constants.storage.expiry_days} days, then gone`, () => {
    vi.useFakeTimers();
    const saver = createDraftSaver<string>(questionKey);
    saver.schedule('body');
    saver.flush();
    vi.advanceTimersByTime(constants.storage.expiry_days * DAY_MS - 1);
    expect(readDraft(questionKey)).toBe('body');
    vi.advanceTimersByTime(1);
    expect(readDraft(questionKey)).toBeNull();
  });

  it('are cleared after posting, including a change still waiting to be saved', () => {
    vi.useFakeTimers();
    const saver = createDraftSaver<string>(questionKey);
    saver.schedule('first');
    saver.flush();
    saver.schedule('second');
    saver.clear();
    vi.advanceTimersByTime(debounce);
    expect(readDraft(questionKey)).toBeNull();
  });

  it('of an answer are offered only on the question they were written for', () => {
    const saver = createDraftSaver<string>(answerKey, 'question-1');
    saver.schedule('my answer');
    saver.flush();
    expect(readDraft(answerKey, 'question-1')).toBe('my answer');
    expect(readDraft(answerKey, 'question-2')).toBeNull();
  });
});
