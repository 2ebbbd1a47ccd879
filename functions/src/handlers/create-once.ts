import type { DocumentReference } from 'firebase-admin/firestore';

/** gRPC's ALREADY_EXISTS, as the Admin SDK reports a create of a document that is there. */
const ALREADY_EXISTS = 6;

/**
 * Creates the document only if it is absent (docs/notifications.md "Outbox ids: a replay writes
 * nothing new"): a trigger delivered twice finds its entry there and writes nothing. True when
 * this call created it.
 */
export async function createOnce(ref: DocumentReference, data: Record<string, unknown>): Promise<boolean> {
  try {
    await ref.create(data);
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return false;
    throw error;
  }
}
