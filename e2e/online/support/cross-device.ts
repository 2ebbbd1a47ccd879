import { expect, type Locator } from '@playwright/test';

/** How long a change may take to reach another device's open page. */
export const CROSS_DEVICE_LIMIT_MS = 5_000;

/**
 * Does `act` on one device and waits for `arrived` to hold on another's open page; prints the
 * time between (`cross-device: answer → coach's page in 312 ms`) and returns it.
 */
export async function crossDevice(
  label: string,
  act: () => Promise<void>,
  arrived: Locator | (() => Promise<void>),
): Promise<number> {
  const started = performance.now();
  await act();
  if (typeof arrived === 'function') await arrived();
  else await expect(arrived).toBeVisible({ timeout: CROSS_DEVICE_LIMIT_MS });
  const took = Math.round(performance.now() - started);
  console.log(`cross-device: ${label} in ${took} ms`);
  expect(took, `${label} took longer than ${CROSS_DEVICE_LIMIT_MS} ms`).toBeLessThanOrEqual(CROSS_DEVICE_LIMIT_MS);
  return took;
}
