import { createHmac } from 'node:crypto';
import type { Db } from '../../canvas/context';
import { serverSecret } from '../../db/server-secret';

/**
 * An assignment's LTI identity (canvas-lms Assignment#lti_context_id and #secure_params). Canvas stores a random
 * UUID per assignment; Lectern derives one from a key kept in server_secrets, so it is as stable and as unguessable
 * without a column, and a duplicate (a new id) gets a new one as Canvas's copy does.
 */

const KEY = 'lti';

export function ltiContextId(db: Db, assignmentId: number): string {
  const bytes = createHmac('sha256', serverSecret(db, KEY)).update(`assignment:${assignmentId}`).digest().subarray(0, 16);
  // A version-4, RFC 4122 variant UUID, the shape SecureRandom.uuid gives Canvas's.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The description as LTI tools get it: text without markup. */
const plainText = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

/**
 * secure_params: a JWT (HS256, signed with the server's key, as Canvas signs with its own) carrying the assignment's
 * lti_context_id and, when it has one, its description.
 */
export function secureParams(db: Db, assignmentId: number, description: string | null): string {
  const text = description ? plainText(description) : '';
  const body = { lti_assignment_id: ltiContextId(db, assignmentId), ...(text ? { lti_assignment_description: text } : {}) };
  const unsigned = `${base64url({ typ: 'JWT', alg: 'HS256' })}.${base64url(body)}`;
  const signature = createHmac('sha256', serverSecret(db, KEY)).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}
