// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { ChunkLoadError } from './chunk-timeout';
import { OptionalPart } from './optional-part';

afterEach(cleanup);

function NeverLoaded(): never {
  throw new ChunkLoadError('Loading chunk claim-prompt failed (timeout after 120000 ms)');
}

it('leaves out a part whose chunk did not load, and keeps the rest of the app on screen', () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <main>
      <h1>Dashboard</h1>
      <OptionalPart>
        <NeverLoaded />
      </OptionalPart>
    </main>,
  );
  expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  expect(logged).toHaveBeenCalled();
});
