import { config } from '../../lib/config';

/**
 * The local backend keeps accounts and data in this browser, so a join code made here is
 * unknown to every other phone (docs/product.md §1, the `Local mode` badge). Said where codes are shared and
 * typed; nothing on a build with a cloud backend.
 */
export const deviceOnlyTexts = {
  note: 'This app is running on this device only: join codes work for people using this same device, each signing in here in turn. To share them with other phones, ask whoever set up Pitchside for a version with Cloud sync.',
  unknownCode:
    'Made on another phone or computer? This app is running on this device only, so it cannot see codes made elsewhere.',
} as const;

/** True on the build whose data stays on this device. */
export const isDeviceOnly = (): boolean => config.backend === 'local';

/** The note, on the local build only. */
export function DeviceOnlyNote() {
  if (!isDeviceOnly()) return null;
  return <p className="muted">{deviceOnlyTexts.note}</p>;
}
