/**
 * The emulators' own REST APIs, as a test reads and resets what the app stored: Firestore's
 * (with the `owner` token, which passes every rule) and the Auth emulator's.
 */
export const PROJECT = 'demo-pitchside';
const FIRESTORE = 'http://127.0.0.1:8080';
const AUTH = 'http://127.0.0.1:9099';
const DOCUMENTS = `${FIRESTORE}/v1/projects/${PROJECT}/databases/(default)/documents`;
const OWNER = { Authorization: 'Bearer owner' };

type RestValue = Record<string, unknown>;
export type StoredDocument = Record<string, unknown> & { id: string };

/** A Firestore REST value as plain data (timestamps as their ISO text). */
function decode(value: RestValue): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('booleanValue' in value) return value.booleanValue;
  if ('nullValue' in value) return null;
  if ('timestampValue' in value) return value.timestampValue;
  if ('referenceValue' in value) return value.referenceValue;
  if ('mapValue' in value) return decodeFields((value.mapValue as { fields?: Record<string, RestValue> }).fields);
  if ('arrayValue' in value) return ((value.arrayValue as { values?: RestValue[] }).values ?? []).map(decode);
  return value;
}

function decodeFields(fields: Record<string, RestValue> = {}): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, decode(value)]));
}

function asDocument(raw: { name: string; fields?: Record<string, RestValue> }): StoredDocument {
  return { ...decodeFields(raw.fields), id: raw.name.split('/').at(-1) as string };
}

/** One stored document (`clubs/abc`), or undefined when there is none. */
export async function readDocument(path: string): Promise<StoredDocument | undefined> {
  const response = await fetch(`${DOCUMENTS}/${path}`, { headers: OWNER });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return asDocument(await response.json());
}

/** Every stored document of a top-level collection. */
export async function listDocuments(collection: string): Promise<StoredDocument[]> {
  const found: StoredDocument[] = [];
  let pageToken = '';
  do {
    const url = `${DOCUMENTS}/${collection}?pageSize=300${pageToken ? `&pageToken=${pageToken}` : ''}`;
    const response = await fetch(url, { headers: OWNER });
    if (!response.ok) throw new Error(`GET ${collection}: ${response.status} ${await response.text()}`);
    const page = (await response.json()) as { documents?: { name: string }[]; nextPageToken?: string };
    found.push(...(page.documents ?? []).map((raw) => asDocument(raw)));
    pageToken = page.nextPageToken ?? '';
  } while (pageToken);
  return found;
}

/** Removes every document from the Firestore emulator. */
export async function clearFirestore(): Promise<void> {
  const response = await fetch(`${FIRESTORE}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  if (!response.ok) throw new Error(`clearing Firestore: ${response.status} ${await response.text()}`);
}

/** Removes every account from the Auth emulator. */
export async function clearAuthAccounts(): Promise<void> {
  const response = await fetch(`${AUTH}/emulator/v1/projects/${PROJECT}/accounts`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`clearing Auth accounts: ${response.status} ${await response.text()}`);
}

interface OobCode {
  email: string;
  requestType: string;
  oobLink: string;
}

/** The newest verification link the Auth emulator "mailed" to this address, if any yet. */
export async function verificationLink(email: string): Promise<string | undefined> {
  const response = await fetch(`${AUTH}/emulator/v1/projects/${PROJECT}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  return oobCodes
    .filter((code) => code.email.toLowerCase() === email.toLowerCase() && code.requestType === 'VERIFY_EMAIL')
    .at(-1)?.oobLink;
}

/** The Auth emulator's uid for this address, if it holds an account. */
export async function uidOf(email: string): Promise<string | undefined> {
  const response = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:lookup`, {
    method: 'POST',
    headers: { ...OWNER, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: [email] }),
  });
  if (!response.ok) throw new Error(`looking up ${email}: ${response.status} ${await response.text()}`);
  const { users } = (await response.json()) as { users?: { localId: string }[] };
  return users?.[0]?.localId;
}
