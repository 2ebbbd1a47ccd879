// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadTextFile } from './download-file';

/** Saving a file on the device: a click on a temporary `<a download>`, not a navigation. */

afterEach(() => {
  vi.useRealTimers();
});

describe('downloadTextFile', () => {
  it('clicks a temporary download link to a Blob, then removes it and frees the URL a tick later', async () => {
    vi.useFakeTimers();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:pitchside/1';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: { href: string; download: string; inDocument: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, inDocument: document.body.contains(this) });
    });

    downloadTextFile('Training.ics', 'BEGIN:VCALENDAR\r\n');

    expect(clicked).toEqual([{ href: 'blob:pitchside/1', download: 'Training.ics', inDocument: true }]);
    expect(document.querySelector('a')).toBeNull();
    expect(blobs).toHaveLength(1);
    expect(blobs[0]?.type).toBe('text/calendar;charset=utf-8');
    expect(await blobs[0]?.text()).toBe('BEGIN:VCALENDAR\r\n');
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:pitchside/1');
  });
});
