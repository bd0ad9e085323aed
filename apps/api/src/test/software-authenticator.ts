import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

/**
 * A software WebAuthn authenticator for tests: real P-256 keys made here, real attestation objects
 * ("none" format, CBOR) and real ES256 signatures over authenticator data and the client data hash, as
 * a browser hands them to a page (base64url JSON, the shape `@simplewebauthn/browser` returns). What the
 * server checks with @simplewebauthn/server is therefore the real thing, no verification mocked.
 */

type CborValue = number | string | Uint8Array | CborValue[] | Map<number | string, CborValue>;

function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) {
    const head = Buffer.alloc(3);
    head[0] = (major << 5) | 25;
    head.writeUInt16BE(length, 1);
    return head;
  }
  const head = Buffer.alloc(5);
  head[0] = (major << 5) | 26;
  head.writeUInt32BE(length, 1);
  return head;
}

/** The few CBOR kinds WebAuthn needs: integers, text, bytes, arrays and maps. */
export function encodeCbor(value: CborValue): Buffer {
  if (typeof value === 'number') return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([cborHead(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([cborHead(4, value.length), ...value.map(encodeCbor)]);
  const entries = [...value.entries()];
  return Buffer.concat([
    cborHead(5, entries.length),
    ...entries.flatMap(([key, item]) => [encodeCbor(key), encodeCbor(item)]),
  ]);
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const flags = { up: 0x01, uv: 0x04, be: 0x08, bs: 0x10, at: 0x40 };

type Credential = { id: Buffer; privateKey: KeyObject; userHandle: string; rpId: string; counter: number };

export type CreationOptions = {
  challenge: string;
  rp: { id?: string; name: string };
  user: { id: string; name: string; displayName: string };
};
export type RequestOptions = {
  challenge: string;
  rpId?: string;
  allowCredentials?: { id: string }[];
};

/**
 * One authenticator holding discoverable credentials (like a phone or a password manager). `origin` is
 * the page it believes it runs on; tests pass another to play a foreign site. `counts`: whether the
 * signature counter moves (synced passkeys send 0 every time).
 */
export function softwareAuthenticator(defaults: { origin: string; counts?: boolean }) {
  const credentials: Credential[] = [];

  function create(options: CreationOptions, as: { origin?: string; userVerified?: boolean } = {}) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const rpId = options.rp.id ?? new URL(defaults.origin).hostname;
    const credential: Credential = {
      id: randomBytes(32),
      privateKey,
      userHandle: options.user.id,
      rpId,
      counter: 0,
    };
    credentials.push(credential);
    const coseKey = encodeCbor(
      new Map<number, CborValue>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credential.id.length);
    const count = Buffer.alloc(4);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([flags.up | (as.userVerified === false ? 0 : flags.uv) | flags.be | flags.bs | flags.at]),
      count,
      Buffer.alloc(16), // AAGUID: none
      idLength,
      credential.id,
      coseKey,
    ]);
    const clientData = JSON.stringify({
      type: 'webauthn.create',
      challenge: options.challenge,
      origin: as.origin ?? defaults.origin,
      crossOrigin: false,
    });
    const attestationObject = encodeCbor(
      new Map<string, CborValue>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientData),
        attestationObject: b64url(attestationObject),
        transports: ['internal' as const, 'hybrid' as const],
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }

  function get(
    options: RequestOptions,
    as: { origin?: string; userVerified?: boolean; credentialId?: string; withoutUserHandle?: boolean } = {},
  ) {
    const allowed = options.allowCredentials?.map((item) => item.id) ?? [];
    const candidates = credentials.filter(
      (item) =>
        (!options.rpId || item.rpId === options.rpId) &&
        (allowed.length === 0 || allowed.includes(b64url(item.id))) &&
        (!as.credentialId || b64url(item.id) === as.credentialId),
    );
    const credential = candidates.at(-1);
    if (!credential) throw new Error('software authenticator: no credential for these options');
    if (defaults.counts !== false) credential.counter++;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(credential.counter);
    const authData = Buffer.concat([
      sha256(credential.rpId),
      Buffer.from([flags.up | (as.userVerified === false ? 0 : flags.uv) | flags.be | flags.bs]),
      count,
    ]);
    const clientData = JSON.stringify({
      type: 'webauthn.get',
      challenge: options.challenge,
      origin: as.origin ?? defaults.origin,
      crossOrigin: false,
    });
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), credential.privateKey);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(as.withoutUserHandle ? {} : { userHandle: credential.userHandle }),
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }

  return { create, get, credentials };
}
export type SoftwareAuthenticator = ReturnType<typeof softwareAuthenticator>;
