import { textSize } from '../../../domain/text/characters';
import { checkPersonFields, type PersonField, type PersonFields } from '../../../domain/person/person-fields';
import { schema } from '../../../domain/schema/collections';

/**
 * A child profile's form (docs/product.md §5; docs/product.md): the person fields a profile has, plus an
 * optional email, trimmed, at most as long as a profile's email may be (254 characters,
 * src/domain/schema) and shaped like an address. Whether anyone uses it is decided elsewhere,
 * by the `emails` entries.
 */
export const EMAIL_MAX = schema.users.fields.email.max;

export const childFieldMessages = {
  emailTooLong: `Email must be at most ${EMAIL_MAX} characters`,
  emailInvalid: 'Enter a valid email address, or leave it empty',
} as const;

export type ChildFields = PersonFields & { email: string };
export type ChildField = PersonField | 'email';

/** local@domain.tld, without spaces or what an unquoted address cannot hold: < > ( ) [ ] \ , ; : " */
export const looksLikeAddress = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

export function checkChildFields(
  input: ChildFields,
  today?: string,
): { ok: true; value: ChildFields } | { ok: false; error: string; field: ChildField } {
  const person = checkPersonFields(input, today);
  if (!person.ok) return person;
  const email = input.email.trim();
  if (textSize(email) > EMAIL_MAX) return { ok: false, error: childFieldMessages.emailTooLong, field: 'email' };
  if (email && !looksLikeAddress.test(email))
    return { ok: false, error: childFieldMessages.emailInvalid, field: 'email' };
  return { ok: true, value: { ...person.value, email } };
}
