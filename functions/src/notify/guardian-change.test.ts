import { describe, expect, it } from 'vitest';
import { guardianChangeNotice } from './guardian-change';

describe('a change to a child’s guardians is told to the others', () => {
  const base = { guardianName: 'Jo Lee', childFirstName: 'Sam', actorId: null };

  it('a guardian added: every other guardian, the first included, about themselves only', () => {
    const notice = guardianChangeNotice({
      ...base,
      change: 'added',
      guardianId: 'jo',
      guardians: ['alex', 'kim', 'jo'],
    });
    expect([...notice.concerns]).toEqual([
      ['alex', ['alex']],
      ['kim', ['kim']],
    ]);
    expect(notice.title).toBe("Sam's guardians");
    expect(notice.body).toBe('Jo Lee is now a guardian of Sam');
  });

  it('a guardian removed: the others, not the first guardian who removed them nor the one gone', () => {
    const notice = guardianChangeNotice({
      ...base,
      change: 'gone',
      guardianId: 'jo',
      guardians: ['alex', 'kim'],
      actorId: 'alex',
    });
    expect([...notice.concerns.keys()]).toEqual(['kim']);
    expect(notice.body).toBe('Jo Lee is no longer a guardian of Sam');
  });

  it('a guardian who stops: every guardian left, the first one included', () => {
    const notice = guardianChangeNotice({
      ...base,
      change: 'gone',
      guardianId: 'jo',
      guardians: ['alex'],
      actorId: 'jo',
    });
    expect([...notice.concerns.keys()]).toEqual(['alex']);
  });

  it('a guardian without a name on their profile is still told of', () => {
    const notice = guardianChangeNotice({
      ...base,
      guardianName: ' ',
      change: 'added',
      guardianId: 'jo',
      guardians: ['alex'],
    });
    expect(notice.body).toBe('Someone is now a guardian of Sam');
  });
});
