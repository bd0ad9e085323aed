import type { KeyObject } from 'node:crypto';
import {
  aesEncrypt,
  newSessionKey,
  publicKeyOfCertificate,
  rsaOaepEncrypt,
  type SessionKey,
  sha256Base64,
} from './ksef-crypto';

/**
 * A client of the KSeF API 2.0 (the ministry's OpenAPI document, `../shared/ksef/open-api.json`; its guide
 * `CIRFMF/ksef-docs`) for what Tendero does: send one FA(3) invoice in an online session and read what KSeF
 * made of it. Behind the settings KSEF_URL (the API's base, e.g. https://api-test.ksef.mf.gov.pl/v2),
 * KSEF_TOKEN and the seller's NIP.
 *
 * - Authentication with a KSeF token: a challenge, the token and the challenge's timestamp in ms encrypted
 *   with the ministry's key for tokens, then polled until KSeF confirms it, then the access token redeemed
 *   (kept until shortly before it expires).
 * - Sending: an online session opened for FA (3) with a new AES-256 key encrypted with the ministry's key for
 *   symmetric keys, the invoice encrypted with its hashes and sizes, the session closed.
 * - Reading: the invoice's status in its session (the KSeF number once accepted, KSeF's reason when not) and
 *   its UPO (the official receipt, XML).
 *
 * KSeF unreachable, answering 5xx or 429, or still authenticating is `KsefUnavailableError` (try later); a
 * request KSeF refuses is `KsefRequestError` with its reason.
 */
export type KsefSettings = {
  /** The API's base URL, without a trailing slash (servers[0].url of the OpenAPI document). */
  url: string;
  token: string;
  /** The seller's NIP: the context Tendero authenticates in. */
  sellerNip: string;
};

export type KsefClientDeps = {
  fetch?: typeof fetch;
  /** Waits between polls of the authentication (a test may pass a faster one). */
  wait?: (ms: number) => Promise<void>;
  now?: () => Date;
  /** How long one request may take. */
  timeoutMs?: number;
};

export class KsefUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'KsefUnavailableError';
  }
}

export class KsefRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly codes: number[] = [],
  ) {
    super(message);
    this.name = 'KsefRequestError';
  }
}

/** Where a sent invoice is: its session and its own reference there. */
export type KsefSent = { sessionReference: string; invoiceReference: string };

export type KsefInvoiceStatus =
  | { kind: 'processing'; description: string }
  | { kind: 'accepted'; ksefNumber: string; acceptedAt: Date | null; sessionReference: string }
  | { kind: 'rejected'; reason: string };

export type KsefClient = {
  sendInvoice(xml: string): Promise<KsefSent>;
  invoiceStatus(sent: KsefSent): Promise<KsefInvoiceStatus>;
  /** The UPO of an accepted invoice, as KSeF gives it (XML signed by the ministry). */
  invoiceUpo(accepted: { sessionReference: string; ksefNumber: string }): Promise<string>;
};

type Usage = 'KsefTokenEncryption' | 'SymmetricKeyEncryption';
type PublicKey = { publicKeyId: string; key: KeyObject };
type StatusInfo = { code: number; description: string; details?: string[] | null };

/** The codes KSeF gives an invoice still on its way (100 received, 150 in processing). */
const processingCodes = new Set([100, 150]);
/** KSeF's code for a public key it no longer accepts: the keys are read again and the call repeated. */
const unknownKeyCode = 21470;

function describe(status: StatusInfo): string {
  const details = (status.details ?? []).filter(Boolean);
  return `${status.code} ${status.description}${details.length > 0 ? `: ${details.join('; ')}` : ''}`;
}

/** KSeF's reason for a refused request, in either of its error formats (ExceptionResponse, problem details). */
async function refusalOf(response: Response): Promise<{ message: string; codes: number[] }> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as {
      exception?: {
        exceptionDetailList?: { exceptionCode?: number; exceptionDescription?: string; details?: string[] }[];
      };
      title?: string;
      detail?: string;
      errors?: { code?: number; description?: string; details?: string[] }[];
    };
    const items = [
      ...(body.exception?.exceptionDetailList ?? []).map((item) => ({
        code: item.exceptionCode,
        description: item.exceptionDescription,
        details: item.details,
      })),
      ...(body.errors ?? []),
    ];
    if (items.length > 0) {
      return {
        message: items
          .map((item) =>
            `${item.code ?? ''} ${item.description ?? ''}${item.details?.length ? `: ${item.details.join('; ')}` : ''}`.trim(),
          )
          .join(' | '),
        codes: items.flatMap((item) => (typeof item.code === 'number' ? [item.code] : [])),
      };
    }
    return { message: body.detail ?? body.title ?? text.slice(0, 300), codes: [] };
  } catch {
    return { message: text.slice(0, 300) || response.statusText, codes: [] };
  }
}

export function createKsefClient(settings: KsefSettings, deps: KsefClientDeps = {}): KsefClient {
  const base = settings.url.replace(/\/+$/, '');
  const fetchImpl = deps.fetch ?? fetch;
  const wait = deps.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = deps.now ?? (() => new Date());
  const timeoutMs = deps.timeoutMs ?? 30_000;
  let keys: Promise<Map<Usage, PublicKey>> | null = null;
  let access: { token: string; validUntil: Date } | null = null;

  async function request(
    method: 'GET' | 'POST',
    path: string,
    options: { bearer?: string; body?: unknown; accept?: 'json' | 'xml' } = {},
  ): Promise<{ status: number; body: unknown; text: string }> {
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method,
        headers: {
          accept: options.accept === 'xml' ? 'application/xml' : 'application/json',
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.bearer ? { authorization: `Bearer ${options.bearer}` } : {}),
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
      throw new KsefUnavailableError(`KSeF unreachable (${method} ${path})${cause}`, { cause: error });
    }
    if (response.status >= 500 || response.status === 429) {
      throw new KsefUnavailableError(`KSeF answered ${response.status} to ${method} ${path}`);
    }
    if (!response.ok) {
      const refusal = await refusalOf(response);
      throw new KsefRequestError(response.status, `KSeF refused ${method} ${path}: ${refusal.message}`, refusal.codes);
    }
    const text = await response.text();
    if (options.accept === 'xml' || !text) return { status: response.status, body: null, text };
    try {
      return { status: response.status, body: JSON.parse(text), text };
    } catch {
      throw new KsefUnavailableError(`KSeF answered ${method} ${path} with something other than JSON`);
    }
  }

  /** The ministry's public key for a use: valid now, the latest when two are (a rotation). */
  async function keyFor(usage: Usage): Promise<PublicKey> {
    keys ??= (async () => {
      const { body } = await request('GET', '/security/public-key-certificates');
      const at = now().getTime();
      const chosen = new Map<Usage, { key: PublicKey; from: number }>();
      for (const item of body as {
        certificate: string;
        publicKeyId: string;
        validFrom: string;
        validTo: string;
        usage: string[];
      }[]) {
        const from = Date.parse(item.validFrom);
        if (!(from <= at && at <= Date.parse(item.validTo))) continue;
        for (const use of item.usage) {
          if (use !== 'KsefTokenEncryption' && use !== 'SymmetricKeyEncryption') continue;
          const known = chosen.get(use);
          if (!known || from > known.from) {
            chosen.set(use, {
              key: { publicKeyId: item.publicKeyId, key: publicKeyOfCertificate(item.certificate) },
              from,
            });
          }
        }
      }
      return new Map([...chosen].map(([use, { key }]) => [use, key]));
    })().catch((error: unknown) => {
      keys = null;
      throw error;
    });
    const key = (await keys).get(usage);
    if (!key) throw new KsefRequestError(0, `KSeF offers no valid public key for ${usage}`);
    return key;
  }

  /** Runs a call that names a public key; a key KSeF no longer accepts (21470) is read again, once. */
  async function withCurrentKeys<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof KsefRequestError) || !error.codes.includes(unknownKeyCode)) throw error;
      keys = null;
      return call();
    }
  }

  async function authenticate(): Promise<string> {
    if (access && access.validUntil.getTime() - 60_000 > now().getTime()) return access.token;
    const started = await withCurrentKeys(async () => {
      const challenge = (await request('POST', '/auth/challenge')).body as { challenge: string; timestampMs: number };
      const tokenKey = await keyFor('KsefTokenEncryption');
      const encryptedToken = rsaOaepEncrypt(
        tokenKey.key,
        Buffer.from(`${settings.token}|${challenge.timestampMs}`, 'utf8'),
      ).toString('base64');
      return (
        await request('POST', '/auth/ksef-token', {
          body: {
            challenge: challenge.challenge,
            contextIdentifier: { type: 'Nip', value: settings.sellerNip },
            encryptedToken,
            publicKeyId: tokenKey.publicKeyId,
          },
        })
      ).body as { referenceNumber: string; authenticationToken: { token: string } };
    });
    const operation = started.authenticationToken.token;
    // KSeF confirms a token at once as a rule; the status is read until it says so (about 10 s at most).
    for (let poll = 0; ; poll++) {
      const { status } = (
        await request('GET', `/auth/${encodeURIComponent(started.referenceNumber)}`, { bearer: operation })
      ).body as { status: StatusInfo };
      if (status.code === 200) break;
      if (status.code !== 100)
        throw new KsefRequestError(status.code, `KSeF authentication failed: ${describe(status)}`);
      if (poll >= 20) throw new KsefUnavailableError('KSeF authentication still in progress');
      await wait(Math.min(250 * (poll + 1), 1000));
    }
    const tokens = (await request('POST', '/auth/token/redeem', { bearer: operation })).body as {
      accessToken: { token: string; validUntil: string };
    };
    access = { token: tokens.accessToken.token, validUntil: new Date(tokens.accessToken.validUntil) };
    return access.token;
  }

  /** Runs a call with the access token; a token KSeF no longer takes (401) is dropped and the call repeated once. */
  async function authorized<T>(call: (token: string) => Promise<T>): Promise<T> {
    try {
      return await call(await authenticate());
    } catch (error) {
      if (!(error instanceof KsefRequestError) || error.status !== 401) throw error;
      access = null;
      return call(await authenticate());
    }
  }

  async function openSession(token: string, sessionKey: SessionKey): Promise<string> {
    return withCurrentKeys(async () => {
      const key = await keyFor('SymmetricKeyEncryption');
      const opened = (
        await request('POST', '/sessions/online', {
          bearer: token,
          body: {
            formCode: { systemCode: 'FA (3)', schemaVersion: '1-0E', value: 'FA' },
            encryption: {
              encryptedSymmetricKey: rsaOaepEncrypt(key.key, sessionKey.key).toString('base64'),
              initializationVector: sessionKey.iv.toString('base64'),
              publicKeyId: key.publicKeyId,
            },
          },
        })
      ).body as { referenceNumber: string };
      return opened.referenceNumber;
    });
  }

  return {
    async sendInvoice(xml) {
      return authorized(async (token) => {
        const sessionKey = newSessionKey();
        const sessionReference = await openSession(token, sessionKey);
        const session = `/sessions/online/${encodeURIComponent(sessionReference)}`;
        try {
          const plain = Buffer.from(xml, 'utf8');
          const encrypted = aesEncrypt(sessionKey, plain);
          const sent = (
            await request('POST', `${session}/invoices`, {
              bearer: token,
              body: {
                invoiceHash: sha256Base64(plain),
                invoiceSize: plain.length,
                encryptedInvoiceHash: sha256Base64(encrypted),
                encryptedInvoiceSize: encrypted.length,
                encryptedInvoiceContent: encrypted.toString('base64'),
                offlineMode: false,
              },
            })
          ).body as { referenceNumber: string };
          return { sessionReference, invoiceReference: sent.referenceNumber };
        } finally {
          // Closing starts the session's UPO; the invoice's own status and UPO do not wait for it. A close
          // that fails leaves the session to end by itself when it expires.
          await request('POST', `${session}/close`, { bearer: token }).catch(() => undefined);
        }
      });
    },

    async invoiceStatus(sent) {
      const path = `/sessions/${encodeURIComponent(sent.sessionReference)}/invoices/${encodeURIComponent(sent.invoiceReference)}`;
      const body = (await authorized((token) => request('GET', path, { bearer: token }))).body as {
        ksefNumber?: string | null;
        acquisitionDate?: string | null;
        status: StatusInfo & { extensions?: Record<string, string | null> | null };
      };
      const { status } = body;
      if (processingCodes.has(status.code)) return { kind: 'processing', description: describe(status) };
      if (status.code === 200 && body.ksefNumber) {
        return {
          kind: 'accepted',
          ksefNumber: body.ksefNumber,
          acceptedAt: body.acquisitionDate ? new Date(body.acquisitionDate) : null,
          sessionReference: sent.sessionReference,
        };
      }
      // A duplicate of an invoice KSeF already holds (sent again after a lost answer): that one is the invoice.
      const original = status.extensions?.originalKsefNumber;
      const originalSession = status.extensions?.originalSessionReferenceNumber;
      if (status.code === 440 && original && originalSession) {
        return { kind: 'accepted', ksefNumber: original, acceptedAt: null, sessionReference: originalSession };
      }
      return { kind: 'rejected', reason: describe(status) };
    },

    async invoiceUpo({ sessionReference, ksefNumber }) {
      const path = `/sessions/${encodeURIComponent(sessionReference)}/invoices/ksef/${encodeURIComponent(ksefNumber)}/upo`;
      return (await authorized((token) => request('GET', path, { bearer: token, accept: 'xml' }))).text;
    },
  };
}
