import { useEffect, useRef } from 'react';
import { config } from '../../lib/config';

interface AdBannerProps {
  slot: string;
  width?: number;
  height?: number;
}

type AdQueue = { push: (slot: object) => void };
declare global {
  interface Window {
    adsbygoogle?: AdQueue | object[];
  }
}

const client = config.adClient;

/** What the slot says while no provider fills it. */
export const AD_PLACEHOLDER = 'Your club’s sponsor here';
const providerScriptId = 'ad-provider-script';

function loadProviderScript(client: string): void {
  if (document.getElementById(providerScriptId)) return;
  const script = document.createElement('script');
  script.id = providerScriptId;
  script.async = true;
  script.crossOrigin = 'anonymous';
  script.src = `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(client)}`;
  script.onerror = () => console.error('Ad provider script failed to load');
  document.head.appendChild(script);
}

/**
 * An advertisement slot (default 728×90). The provider is loaded only when `VITE_AD_CLIENT`
 * is configured; without it the slot keeps its size (the layout does not jump) and shows a
 * sponsor board instead of an empty hole. Provider errors are only logged, never shown.
 */
export function AdBanner({ slot, width = 728, height = 90 }: AdBannerProps) {
  const insRef = useRef<HTMLModElement>(null);

  useEffect(() => {
    if (!client || !insRef.current) return;
    try {
      loadProviderScript(client);
      window.adsbygoogle = window.adsbygoogle ?? [];
      (window.adsbygoogle as AdQueue).push({});
    } catch (error) {
      console.error('Ad provider error', error);
    }
  }, []);

  return (
    <aside
      className="ad-banner"
      data-ad-slot-id={slot}
      style={{ maxWidth: '100%', width, aspectRatio: `${width} / ${height}` }}
      aria-label="Advertisement"
    >
      {client ? (
        <ins
          ref={insRef}
          className="adsbygoogle"
          style={{ display: 'inline-block', width, height, maxWidth: '100%' }}
          data-ad-client={client}
          data-ad-slot={slot}
        />
      ) : (
        <p className="ad-placeholder">
          <span className="role-badge">Ad</span>
          <strong>{AD_PLACEHOLDER}</strong>
        </p>
      )}
    </aside>
  );
}
