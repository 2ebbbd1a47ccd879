import { describe, expect, it } from 'vitest';
import { applyFieldUpdates, assertUpdatePaths } from './field-paths';

describe('update field paths', () => {
  it('sets a nested field, keeping its siblings and leaving the original as it was', () => {
    const doc = { name: 'Ann', address: { city: 'York', street: 'Main' } };
    expect(applyFieldUpdates(doc, { 'address.city': 'Leeds' })).toEqual({
      name: 'Ann',
      address: { city: 'Leeds', street: 'Main' },
    });
    expect(doc.address.city).toBe('York');
  });

  it('creates the maps on the way, and replaces a value that is in the way', () => {
    expect(applyFieldUpdates({ a: 1 }, { 'b.c.d': 2, 'a.x': 3 })).toEqual({ a: { x: 3 }, b: { c: { d: 2 } } });
  });

  it('replaces a field whole when the value is a map', () => {
    expect(applyFieldUpdates({ address: { city: 'York', street: 'Main' } }, { address: { city: 'Leeds' } })).toEqual({
      address: { city: 'Leeds' },
    });
  });

  it('refuses empty path parts and a field named together with a field inside it', () => {
    expect(() => assertUpdatePaths({ 'a..b': 1 })).toThrow(expect.objectContaining({ code: 'invalid-argument' }));
    expect(() => assertUpdatePaths({ a: {}, 'a.b': 1 })).toThrow(expect.objectContaining({ code: 'invalid-argument' }));
    expect(() => assertUpdatePaths({ a: 1, ab: 1, 'c.d': 1, 'c.e': 1 })).not.toThrow();
  });
});
