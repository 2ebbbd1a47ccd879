// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The app's own texts never send a user to the README (docs/product.md
 * §1: the device-only note says what to do in its own words). Every source file the app is
 * built from is read with its comments taken out; none may mention the README, but the one
 * message written for developers: the build and the dev server stopping on a Firebase
 * configuration without its keys (src/lib/firebase-settings.ts).
 */
const FOR_DEVELOPERS = new Set([join('src', 'lib', 'firebase-settings.ts')]);

function appSources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return appSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test(-support)?\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The code without its comments (a `//` inside a string may cut it short: no README hides there). */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

describe("the app's texts", () => {
  const files = appSources('src');

  it('are read from every source file the app is built from', () => {
    expect(files).toContain(join('src', 'features', 'notifications', 'components', 'notifications-page.tsx'));
    expect(files.length).toBeGreaterThan(300);
  });

  it('never send a user to the README', () => {
    const sending = files.filter(
      (file) => !FOR_DEVELOPERS.has(file) && /\bREADME\b/.test(withoutComments(readFileSync(file, 'utf8'))),
    );
    expect(sending).toEqual([]);
  });
});
