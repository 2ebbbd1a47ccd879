/**
 * A push subscription's document id, `{personId}_{endpointHash}` (docs/notifications.md
 * "Documents"): one document per person and device, found again from the device's endpoint alone
 * (at logout, when turning it off), and too short to carry the endpoint itself (up to 1000
 * characters). `endpointHash` is the first 32 hex digits of the endpoint's SHA-256.
 */
export async function endpointHash(endpoint: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(endpoint));
  return [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 32);
}

export async function pushSubscriptionId(personId: string, endpoint: string): Promise<string> {
  return `${personId}_${await endpointHash(endpoint)}`;
}
