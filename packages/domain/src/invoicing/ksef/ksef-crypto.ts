import {
  constants,
  createCipheriv,
  createHash,
  type KeyObject,
  publicEncrypt,
  randomBytes,
  X509Certificate,
} from 'node:crypto';

/**
 * The encryption KSeF asks of its clients (guide: uwierzytelnianie.md, sesja-interaktywna.md,
 * bezpieczenstwo/klucze-publiczne-do-szyfrowania.md), with Node's crypto only:
 * - the ministry's public keys come as X.509 certificates (DER, Base64);
 * - the KSeF token (with the challenge's timestamp) and a session's AES key are encrypted with RSA-OAEP,
 *   SHA-256 and MGF1 with SHA-256;
 * - an invoice is encrypted with AES-256-CBC and PKCS#7 padding under the session's key and IV (the IV goes
 *   with the session's opening, not before the ciphertext).
 */
export function publicKeyOfCertificate(certificateBase64: string): KeyObject {
  return new X509Certificate(Buffer.from(certificateBase64, 'base64')).publicKey;
}

export function rsaOaepEncrypt(key: KeyObject, data: Buffer): Buffer {
  return publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, data);
}

export type SessionKey = { key: Buffer; iv: Buffer };

/** A new random AES-256 key and IV: one per session, as the guide recommends. */
export function newSessionKey(): SessionKey {
  return { key: randomBytes(32), iv: randomBytes(16) };
}

export function aesEncrypt({ key, iv }: SessionKey, data: Buffer): Buffer {
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  return Buffer.concat([cipher.update(data), cipher.final()]);
}

/** SHA-256 in Base64 (the hashes of KSeF's requests). */
export function sha256Base64(data: Buffer): string {
  return createHash('sha256').update(data).digest('base64');
}
