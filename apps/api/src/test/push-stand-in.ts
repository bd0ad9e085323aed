import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';

/**
 * A local stand-in for a browser's push service (Web Push, RFC 8030), playing the browser too: it makes a
 * subscription (a P-256 key pair and a 16-byte auth secret, RFC 8291), and each POST to its endpoint is
 * checked as a push service and a browser would: the VAPID JWT (RFC 8292: ES256 under the key `k` of the
 * Authorization header, `aud` this origin, `exp` within 24 h), then the `aes128gcm` body DECRYPTED with the
 * subscriber's private key (RFC 8188 and 8291) by node:crypto alone: an independent check of web-push's
 * encryption. What it received is kept for the tests (`received`, or GET /received). A subscription marked
 * gone answers 410. HTTPS with its own certificate (web-push only speaks https): `agent()` trusts it, or
 * NODE_EXTRA_CA_CERTS=push-stand-in.cert.pem for a whole process. Test use only.
 */
export type PushSubscriber = { id: string; endpoint: string; keys: { p256dh: string; auth: string } };

export type ReceivedPush = {
  subscriptionId: string;
  /** The decrypted payload, as the service worker would read it. */
  payload: unknown;
  ttl: number;
  urgency: string | null;
  /** The VAPID public key (`k`) and the JWT's claims. */
  vapidKey: string;
  claims: { aud: string; exp: number; sub?: string };
};

const certificateFile = new URL('./push-stand-in.cert.pem', import.meta.url);
const keyFile = new URL('./push-stand-in.key.pem', import.meta.url);
export const pushStandInCertificate = readFileSync(certificateFile, 'utf8');
export const pushStandInCertificatePath = certificateFile.pathname;

type Subscriber = PushSubscriber & { ecdh: ReturnType<typeof createECDH>; authSecret: Buffer; gone: boolean };

class PushRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const b64 = (value: string) => Buffer.from(value, 'base64url');

/** RFC 8292: `vapid t=<JWT>, k=<key>`; the JWT's ES256 signature under k, aud = origin, exp in the next 24 h. */
function checkVapid(header: string | undefined, origin: string): { vapidKey: string; claims: ReceivedPush['claims'] } {
  const match = header?.match(/^vapid\s+t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/);
  if (!match?.[1] || !match[2]) throw new PushRefused(401, 'missing or malformed VAPID authorization');
  const [token, vapidKey] = [match[1], match[2]];
  const [head, body, signature] = token.split('.');
  if (!head || !body || !signature) throw new PushRefused(401, 'malformed JWT');
  if (JSON.parse(b64(head).toString()).alg !== 'ES256') throw new PushRefused(401, 'JWT not ES256');
  const point = b64(vapidKey);
  if (point.length !== 65 || point[0] !== 4) throw new PushRefused(401, 'k is not an uncompressed P-256 point');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${head}.${body}`), { key, dsaEncoding: 'ieee-p1363' }, b64(signature));
  if (!signed) throw new PushRefused(403, 'VAPID signature does not verify');
  const claims = JSON.parse(b64(body).toString()) as ReceivedPush['claims'];
  if (claims.aud !== origin) throw new PushRefused(403, `aud ${claims.aud} is not ${origin}`);
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp <= now + 24 * 60 * 60)) throw new PushRefused(403, 'exp out of range');
  return { vapidKey, claims };
}

/** RFC 8291 + RFC 8188 (one record): the plaintext of an aes128gcm body for this subscriber. */
export function decryptAes128gcm(
  body: Buffer,
  subscriber: { ecdh: ReturnType<typeof createECDH>; authSecret: Buffer },
): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65 || record.length > recordSize || record.length < 17)
    throw new PushRefused(400, 'bad aes128gcm header');
  const sharedSecret = subscriber.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscriber.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, subscriber.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new PushRefused(400, 'not the last record (delimiter 0x02 missing)');
  return padded.subarray(0, end);
}

export class PushStandIn {
  readonly received: ReceivedPush[] = [];
  /** Requests refused, with why (a test that expected a push reads this when none arrived). */
  readonly refused: { status: number; reason: string }[] = [];
  private readonly subscribers = new Map<string, Subscriber>();
  private server: Server | null = null;
  origin = '';

  /** A new browser subscription on this service: what `PushSubscription.toJSON()` would give. */
  subscribe(): PushSubscriber {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const authSecret = randomBytes(16);
    const id = randomUUID();
    const subscriber: Subscriber = {
      id,
      endpoint: `${this.origin}/push/${id}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
      ecdh,
      authSecret,
      gone: false,
    };
    this.subscribers.set(id, subscriber);
    return { id, endpoint: subscriber.endpoint, keys: subscriber.keys };
  }

  /** From now on this subscription's endpoint answers 410 Gone (the browser unsubscribed). */
  markGone(id: string): void {
    const subscriber = this.subscribers.get(id);
    if (subscriber) subscriber.gone = true;
  }

  receivedBy(id: string): ReceivedPush[] {
    return this.received.filter((push) => push.subscriptionId === id);
  }

  /** An https agent that trusts this stand-in's certificate (for web-push in the same process). */
  agent(): Agent {
    return new Agent({ ca: pushStandInCertificate });
  }

  private accept(id: string, headers: Record<string, string | string[] | undefined>, body: Buffer): number {
    const subscriber = this.subscribers.get(id);
    if (!subscriber) throw new PushRefused(404, 'no such subscription');
    if (subscriber.gone) throw new PushRefused(410, 'subscription gone');
    const vapid = checkVapid(headers.authorization as string | undefined, this.origin);
    if (headers['content-encoding'] !== 'aes128gcm') throw new PushRefused(415, 'content-encoding must be aes128gcm');
    const ttl = Number(headers.ttl);
    if (!Number.isInteger(ttl) || ttl < 0) throw new PushRefused(400, 'TTL header missing');
    const payload = JSON.parse(decryptAes128gcm(body, subscriber).toString('utf8')) as unknown;
    this.received.push({
      subscriptionId: id,
      payload,
      ttl,
      urgency: (headers.urgency as string | undefined) ?? null,
      ...vapid,
    });
    return 201;
  }

  async listen(port = 0): Promise<string> {
    this.server = createServer(
      { cert: pushStandInCertificate, key: readFileSync(keyFile, 'utf8') },
      (request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          const url = new URL(request.url ?? '/', this.origin);
          const json = (status: number, value: unknown) =>
            response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
          if (url.pathname === '/healthz') return json(200, { ok: true });
          // The tests' side: new subscriptions, what arrived, gone subscriptions.
          if (request.method === 'POST' && url.pathname === '/subscriptions') return json(201, this.subscribe());
          if (request.method === 'GET' && url.pathname === '/received') return json(200, this.received);
          const gone = url.pathname.match(/^\/subscriptions\/([0-9a-f-]{36})\/gone$/);
          if (request.method === 'POST' && gone?.[1]) {
            this.markGone(gone[1]);
            return json(200, { ok: true });
          }
          const push = url.pathname.match(/^\/push\/([0-9a-f-]{36})$/);
          if (request.method !== 'POST' || !push?.[1]) return json(404, { error: 'not found' });
          try {
            response.writeHead(this.accept(push[1], request.headers, Buffer.concat(chunks))).end();
          } catch (error) {
            const status = error instanceof PushRefused ? error.status : 400;
            const reason = error instanceof Error ? error.message : String(error);
            this.refused.push({ status, reason });
            json(status, { error: reason });
          }
        });
      },
    );
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    const address = this.server.address();
    this.origin = `https://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
    return this.origin;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
