import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-paint';

/** frames asked for and not yet drawn */
let frames: FrameRequestCallback[] = [];
const drawFrame = () => {
  for (const frame of frames.splice(0)) frame(performance.now());
};

describe('afterNextPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the next frame and the task after it, then runs once', () => {
    const work = vi.fn();
    afterNextPaint(work);
    vi.advanceTimersByTime(0);
    expect(work).not.toHaveBeenCalled();
    drawFrame();
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs without a frame in a tab that draws none (hidden), once', () => {
    const work = vi.fn();
    afterNextPaint(work);
    vi.advanceTimersByTime(249);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    drawFrame();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    const work = vi.fn();
    const cancel = afterNextPaint(work);
    cancel();
    drawFrame();
    vi.advanceTimersByTime(1_000);
    expect(work).not.toHaveBeenCalled();
  });
});
