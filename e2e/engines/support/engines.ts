import type { EngineName, EnginePage } from './engine-page';
import { openFirefox } from './firefox';
import { openWebKit } from './webkit';

export type { EngineName } from './engine-page';

/** A new browser of this engine, on a profile of its own, at `baseUrl`; `worker` keeps displays and ports apart. */
export function openEngine(engine: EngineName, baseUrl: string, worker: number): Promise<EnginePage> {
  return engine === 'webkit' ? openWebKit(baseUrl, worker) : openFirefox(baseUrl);
}
