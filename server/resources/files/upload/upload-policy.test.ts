import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../db/open';
import { renewUploadPolicyKey, signPolicy, verifyPolicy, type UploadPolicy } from './upload-policy';

const policy: UploadPolicy = { attachmentId: 7, maxBytes: 100, expiresAt: Date.now() + 60_000, onDuplicate: 'rename', noRedirect: false, include: [] };

describe('upload policies', () => {
  const db = openDatabase(':memory:');

  it('verifies what this database signed, until it expires', () => {
    const { Policy, Signature } = signPolicy(db, policy);
    expect(verifyPolicy(db, Policy, Signature)).toEqual(policy);
    expect(verifyPolicy(db, Policy, Signature, policy.expiresAt + 1)).toBeUndefined();
  });

  it('refuses a changed policy, a signature from another database and missing fields', () => {
    const { Policy, Signature } = signPolicy(db, policy);
    const bigger = Buffer.from(JSON.stringify({ ...policy, maxBytes: 10 ** 9 })).toString('base64url');
    expect(verifyPolicy(db, bigger, Signature)).toBeUndefined();
    expect(verifyPolicy(openDatabase(':memory:'), Policy, Signature)).toBeUndefined();
    expect(verifyPolicy(db, Policy, undefined)).toBeUndefined();
    expect(verifyPolicy(db, undefined, Signature)).toBeUndefined();
  });

  it('refuses what was signed before the key was renewed at start', () => {
    const { Policy, Signature } = signPolicy(db, policy);
    renewUploadPolicyKey(db);
    expect(verifyPolicy(db, Policy, Signature)).toBeUndefined();
    const renewed = signPolicy(db, policy);
    expect(verifyPolicy(db, renewed.Policy, renewed.Signature)).toEqual(policy);
  });
});
