import { describe, expect, it } from 'vitest';
import { TIMED_OUT, withinTimeBox } from './time-box';

describe('withinTimeBox', () => {
  it('answers with the result, or the rejection, of work that settles in time', async () => {
    expect(await withinTimeBox(Promise.resolve(1), 1000)).toBe(1);
    await expect(withinTimeBox(Promise.reject(new Error('no')), 1000)).rejects.toThrow('no');
  });

  it('answers TIMED_OUT when the work takes longer, and absorbs its later rejection', async () => {
    let fail: (error: Error) => void = () => {};
    const late = new Promise<number>((_, reject) => {
      fail = reject;
    });
    expect(await withinTimeBox(late, 20)).toBe(TIMED_OUT);
    fail(new Error('too late')); // an unhandled rejection would fail the run
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
});
