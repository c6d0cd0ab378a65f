import { describe, expect, it } from 'vitest';
import { answerActions, questionActions } from '../../../../src/web/pages/Admin/contents/row-actions.ts';
import { niceMax } from '../../../../src/web/pages/Admin/dashboard/chart-geometry.ts';

const names = (actions: { name: string }[]) => actions.map((action) => action.name);

describe("the admin lists' row actions", () => {
  it('offer one lifecycle step from each question status, and feature or unfeature on live ones', () => {
    expect(names(questionActions({ id: '1', status: 'available', featured: false }))).toEqual([
      'close',
      'feature',
      'delete',
    ]);
    expect(names(questionActions({ id: '1', status: 'closed', featured: true }))).toEqual([
      'reopen',
      'unfeature',
      'delete',
    ]);
    expect(names(questionActions({ id: '1', status: 'deleted', featured: false }))).toEqual(['undelete']);
    expect(names(questionActions({ id: '1', status: 'pending', featured: false }))).toEqual([]);
  });

  it('delete a live answer and undelete a deleted one; pending ones wait for review', () => {
    expect(names(answerActions({ id: '2', status: 'available' }))).toEqual(['delete']);
    expect(names(answerActions({ id: '2', status: 'deleted' }))).toEqual(['undelete']);
    expect(names(answerActions({ id: '2', status: 'pending' }))).toEqual([]);
  });
});

describe("the dashboard chart's scale", () => {
  it('tops at a round number at or above the largest count', () => {
    expect([0, 3, 4, 5, 9, 11, 20, 21, 480, 501].map(niceMax)).toEqual([4, 4, 4, 5, 10, 20, 20, 50, 500, 1000]);
  });
});
