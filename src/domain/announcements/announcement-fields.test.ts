import { describe, expect, it } from 'vitest';
import { checkMessage, MESSAGE_MAX, messageTexts } from './announcement-fields';

describe('an announcement’s Message (docs/team-life.md "Announcements")', () => {
  it('is trimmed', () => {
    expect(checkMessage('  Kick-off moved to 10:30 \n')).toEqual({ ok: true, message: 'Kick-off moved to 10:30' });
  });

  it.each([
    ['empty', ''],
    ['spaces and line breaks', '  \n\t '],
    ['invisible characters only', '\u200b\u200e\ufeff'],
  ])('is required: %s is refused', (_, input) => {
    expect(checkMessage(input)).toEqual({ ok: false, error: messageTexts.required });
  });

  it('says `Message is required` and `Message must be at most 2,000 characters`, as the contract words them', () => {
    expect(messageTexts).toEqual({
      required: 'Message is required',
      tooLong: 'Message must be at most 2,000 characters',
    });
  });

  it('counts UTF-16 units, as Firestore does: 1,000 emoji fit, 1,001 do not, nor 2,001 letters', () => {
    expect(checkMessage('🏆'.repeat(1000))).toMatchObject({ ok: true });
    expect(checkMessage('🏆'.repeat(1001))).toEqual({ ok: false, error: messageTexts.tooLong });
    expect(checkMessage(`${'a'.repeat(MESSAGE_MAX - 1)}🏆`)).toEqual({ ok: false, error: messageTexts.tooLong });
    // an emoji inside the BMP is one unit
    expect(checkMessage('⚽'.repeat(MESSAGE_MAX))).toMatchObject({ ok: true });
    expect(checkMessage('a'.repeat(MESSAGE_MAX + 1))).toEqual({ ok: false, error: messageTexts.tooLong });
    // the limit is after trimming
    expect(checkMessage(` ${'a'.repeat(MESSAGE_MAX)} `)).toMatchObject({ ok: true });
  });

  it('keeps markup as text: nothing is stripped or escaped here (the screen shows it as typed)', () => {
    const markup = '<b>bold</b><script>alert(1)</script><img src=x onerror=alert(2)>';
    expect(checkMessage(markup)).toEqual({ ok: true, message: markup });
  });
});
