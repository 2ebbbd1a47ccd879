// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// config is read once at import: each case imports the banner afresh under its environment
async function renderBanner(props: { slot: string; width?: number; height?: number }) {
  vi.resetModules();
  const { AdBanner } = await import('./ad-banner');
  return render(<AdBanner {...props} />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  document.head.querySelector('#ad-provider-script')?.remove();
  delete window.adsbygoogle;
});

describe('the ad slot', () => {
  it('without a configured provider is a sponsor placeholder of 728 by 90 and loads nothing', async () => {
    vi.stubEnv('VITE_AD_CLIENT', '');
    const { getByRole } = await renderBanner({ slot: 'landing' });
    const slot = getByRole('complementary', { name: 'Advertisement' });
    expect(slot.dataset.adSlotId).toBe('landing');
    expect(slot.style.width).toBe('728px');
    expect(slot.style.aspectRatio).toBe('728 / 90');
    expect(slot.textContent).toBe('AdYour club’s sponsor here');
    expect(slot.querySelector('ins')).toBeNull();
    expect(document.getElementById('ad-provider-script')).toBeNull();
  });

  it('with a provider, loads its script once and fills the slot with its id', async () => {
    vi.stubEnv('VITE_AD_CLIENT', 'ca-pub-123');
    const { container } = await renderBanner({ slot: 'landing', width: 320, height: 50 });
    const script = document.getElementById('ad-provider-script') as HTMLScriptElement;
    expect(script.src).toContain('client=ca-pub-123');
    const unit = container.querySelector('ins');
    expect(unit?.dataset.adClient).toBe('ca-pub-123');
    expect(unit?.dataset.adSlot).toBe('landing');
    expect(window.adsbygoogle).toHaveLength(1);
  });

  it('only logs provider errors, never breaks the page', async () => {
    vi.stubEnv('VITE_AD_CLIENT', 'ca-pub-123');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.adsbygoogle = {
      push: () => {
        throw new Error('adsbygoogle.push() error: No slot size');
      },
    };
    const { getByRole } = await renderBanner({ slot: 'landing' });
    expect(getByRole('complementary', { name: 'Advertisement' })).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Ad provider error', expect.any(Error));
  });
});
