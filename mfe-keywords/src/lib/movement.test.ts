import { keywordHistory as history } from '@nurly/shared/testing';
import { latestMovement, movementOf } from './movement';

describe('rank movement', () => {
  it('calls a smaller rank number an improvement', () => {
    expect(movementOf(5, 9)).toEqual({ kind: 'up', delta: 4 });
    expect(movementOf(9, 5)).toEqual({ kind: 'down', delta: 4 });
    expect(movementOf(5, 5)).toEqual({ kind: 'same', delta: 0 });
    expect(movementOf(null, 5)).toEqual({ kind: 'unknown', delta: 0 });
    expect(
      latestMovement([
        history({ date: '2026-11-20', rank: 40 }),
        history({ date: '2026-11-22', rank: 12 }),
        history({ date: '2026-11-21', rank: null, status: 'FAILED' }),
      ]),
    ).toEqual({ kind: 'up', delta: 28 });
  });
});
