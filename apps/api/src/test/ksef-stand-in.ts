import {
  constants,
  createDecipheriv,
  createHash,
  createPrivateKey,
  type KeyObject,
  privateDecrypt,
  randomBytes,
  webcrypto,
} from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
// @peculiar/x509 2 resolves its services with tsyringe, which needs the Reflect metadata polyfill loaded first.
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';
import { ksefNumberOf } from '@tendero/domain/invoicing/ksef';
import { validateFa3 } from '@tendero/domain/invoicing/ksef/fa3-schema';

/**
 * A loopback stand-in for the parts of the KSeF API 2.0 that Tendero calls, speaking the paths and payloads
 * of the ministry's OpenAPI document (`../shared/ksef/open-api.json`) under `/v2` like the real base URL:
 * the public-key certificates (its own RSA keys in self-signed X.509 certificates, DER in Base64), the
 * challenge and KSeF-token authentication (the token decrypted and checked with the challenge's timestamp),
 * online sessions (the AES key decrypted), invoices (hashes and sizes checked, decrypted, validated against
 * the FA(3) schema), their status with a KSeF number in the real format or the reason of a rejection, and
 * their UPO. Test controls: refuse a NIP, keep answering "in processing" for a few reads, be unreachable.
 * Test use only.
 */
type Usage = 'KsefTokenEncryption' | 'SymmetricKeyEncryption';
type KeyPair = { usage: Usage; certificate: string; publicKeyId: string; certificateId: string; privateKey: KeyObject };
type StatusInfo = { code: number; description: string; details?: string[]; extensions?: Record<string, string> };

export type ReceivedInvoice = {
  sessionReference: string;
  invoiceReference: string;
  ordinalNumber: number;
  xml: string;
  invoiceHash: string;
  invoiceNumber: string | null;
  receivedAt: Date;
  status: StatusInfo;
  ksefNumber: string | null;
  /** Status reads still to answer "in processing" before the decision. */
  pendingReads: number;
};

type AuthOperation = { nip: string; token: string; status: StatusInfo; polls: number; redeemed: boolean };
type Session = { nip: string; key: Buffer; iv: Buffer; open: boolean; invoices: ReceivedInvoice[] };

const rsa = {
  name: 'RSASSA-PKCS1-v1_5',
  hash: 'SHA-256',
  publicExponent: new Uint8Array([1, 0, 1]),
  modulusLength: 2048,
};

function hex(bytes: number): string {
  return randomBytes(bytes).toString('hex').toUpperCase();
}

/** A 36-character reference like KSeF's (20250626-EE-2F20AD2000-242386DF86-52). */
function referenceOf(kind: string, at: Date): string {
  const day = at.toISOString().slice(0, 10).replace(/-/g, '');
  return `${day}-${kind}-${hex(5)}-${hex(5)}-${hex(1)}`;
}

function sha256Base64(data: Buffer): string {
  return createHash('sha256').update(data).digest('base64');
}

async function keyPair(usage: Usage, now: Date): Promise<KeyPair> {
  x509.cryptoProvider.set(webcrypto as unknown as Crypto);
  const keys = (await webcrypto.subtle.generateKey(rsa, true, ['sign', 'verify'])) as unknown as CryptoKeyPair;
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: hex(8),
    name: 'CN=Ministerstwo Finansów (stand-in), O=Tendero tests, C=PL',
    notBefore: new Date(now.getTime() - 86_400_000),
    notAfter: new Date(now.getTime() + 730 * 86_400_000),
    signingAlgorithm: rsa,
    keys,
  });
  const der = Buffer.from(certificate.rawData);
  const spki = Buffer.from(await webcrypto.subtle.exportKey('spki', keys.publicKey as unknown as webcrypto.CryptoKey));
  const pkcs8 = Buffer.from(
    await webcrypto.subtle.exportKey('pkcs8', keys.privateKey as unknown as webcrypto.CryptoKey),
  );
  return {
    usage,
    certificate: der.toString('base64'),
    certificateId: sha256Base64(der),
    publicKeyId: sha256Base64(spki),
    privateKey: createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' }),
  };
}

function decryptRsa(key: KeyObject, base64: string): Buffer {
  return privateDecrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(base64, 'base64'),
  );
}

function textOf(xml: string, path: RegExp): string | null {
  return path.exec(xml)?.[1] ?? null;
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    description: string,
    readonly details: string[] = [],
  ) {
    super(description);
  }
}

export class KsefStandIn {
  /** KSeF tokens it knows, each for a NIP (the context it may authenticate in). */
  readonly tokens = new Map<string, string>();
  /** Invoices naming one of these NIPs (seller or buyer) are rejected. */
  readonly refusedNips = new Set<string>();
  /** While true, every connection is dropped at once: KSeF unreachable. */
  unreachable = false;
  /** Status reads of each new invoice that answer "in processing" (150) before its decision. */
  processingReads = 0;
  /** Every invoice received, in order. */
  readonly received: ReceivedInvoice[] = [];
  /** The paths called, in order (`POST /auth/challenge`). */
  readonly calls: string[] = [];
  base = '';
  now = () => new Date();
  private keys: KeyPair[] = [];
  private server: Server | null = null;
  private readonly challenges = new Map<string, number>();
  private readonly operations = new Map<string, AuthOperation>();
  private readonly operationTokens = new Map<string, string>();
  private readonly accessTokens = new Map<string, string>();
  private readonly sessions = new Map<string, Session>();

  constructor(options: { tokens?: Record<string, string> } = {}) {
    for (const [token, nip] of Object.entries(options.tokens ?? {})) this.tokens.set(token, nip);
  }

  /** Listens on loopback; answers the API's base URL (`http://127.0.0.1:port/v2`). */
  async listen(port = 0): Promise<string> {
    const now = this.now();
    this.keys = [await keyPair('KsefTokenEncryption', now), await keyPair('SymmetricKeyEncryption', now)];
    this.server = createServer((request, response) => {
      if (this.unreachable) {
        request.socket.destroy();
        return;
      }
      this.handle(request, response).catch((error: unknown) => {
        if (error instanceof Refusal) {
          this.json(response, error.status, {
            exception: {
              exceptionDetailList: [
                { exceptionCode: error.code, exceptionDescription: error.message, details: error.details },
              ],
              timestamp: this.now().toISOString(),
            },
          });
          return;
        }
        this.json(response, 500, { title: 'Internal Server Error', detail: String(error) });
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    const address = this.server.address();
    this.base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}/v2`;
    return this.base;
  }

  /** A new key pair for each use, the old ones withdrawn (KSeF's emergency rotation): old key ids get 21470. */
  async rotateKeys(): Promise<void> {
    const now = this.now();
    this.keys = [await keyPair('KsefTokenEncryption', now), await keyPair('SymmetricKeyEncryption', now)];
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private json(response: ServerResponse, status: number, body?: unknown): void {
    if (body === undefined) {
      response.writeHead(status).end();
      return;
    }
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }

  private async body(request: IncomingMessage): Promise<Record<string, unknown>> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    if (!text) return {};
    try {
      return JSON.parse(text) as Record<string, unknown>;
    } catch {
      throw new Refusal(400, 21405, 'Błąd walidacji danych wejściowych.', ['Nieprawidłowy JSON.']);
    }
  }

  private bearer(request: IncomingMessage): string {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Bearer ')) throw new Refusal(401, 0, 'Brak tokena.');
    return header.slice('Bearer '.length);
  }

  private contextOf(request: IncomingMessage): string {
    const nip = this.accessTokens.get(this.bearer(request));
    if (!nip) throw new Refusal(401, 0, 'Nieprawidłowy token dostępu.');
    return nip;
  }

  private key(usage: Usage, publicKeyId: unknown): KeyPair {
    const pair = this.keys.find((one) => one.usage === usage);
    if (!pair || (publicKeyId !== undefined && publicKeyId !== null && publicKeyId !== pair.publicKeyId)) {
      throw new Refusal(400, 21470, 'Przesłany identyfikator klucza jest nieznany lub wskazuje na wycofany klucz.');
    }
    return pair;
  }

  private session(reference: string, nip: string): Session {
    const session = this.sessions.get(reference);
    if (!session || session.nip !== nip) throw new Refusal(400, 21170, 'Sesja nie istnieje.');
    return session;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const method = request.method ?? 'GET';
    if (url.pathname === '/healthz') return this.json(response, 200, { ok: true });
    const path = url.pathname.replace(/^\/v2/, '');
    this.calls.push(`${method} ${path}`);
    const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
    const now = this.now();

    if (method === 'GET' && path === '/security/public-key-certificates') {
      return this.json(
        response,
        200,
        this.keys.map((pair) => ({
          certificate: pair.certificate,
          certificateId: pair.certificateId,
          publicKeyId: pair.publicKeyId,
          validFrom: new Date(now.getTime() - 86_400_000).toISOString(),
          validTo: new Date(now.getTime() + 730 * 86_400_000).toISOString(),
          usage: [pair.usage],
        })),
      );
    }
    if (method === 'POST' && path === '/auth/challenge') {
      const challenge = referenceOf('CR', now);
      this.challenges.set(challenge, now.getTime());
      return this.json(response, 200, {
        challenge,
        timestamp: now.toISOString(),
        timestampMs: now.getTime(),
        clientIp: request.socket.remoteAddress ?? '127.0.0.1',
      });
    }
    if (method === 'POST' && path === '/auth/ksef-token') return this.authenticate(request, response, now);
    if (method === 'POST' && path === '/auth/token/redeem') {
      const operation = this.operationOf(request);
      if (operation.status.code !== 200 || operation.redeemed) {
        throw new Refusal(400, 21301, 'Brak autoryzacji.', ['Tokeny zostały już pobrane lub uwierzytelnienie trwa.']);
      }
      operation.redeemed = true;
      const accessToken = `access-${hex(16)}`;
      this.accessTokens.set(accessToken, operation.nip);
      const validUntil = new Date(now.getTime() + 15 * 60_000).toISOString();
      return this.json(response, 200, {
        accessToken: { token: accessToken, validUntil },
        refreshToken: {
          token: `refresh-${hex(16)}`,
          validUntil: new Date(now.getTime() + 7 * 86_400_000).toISOString(),
        },
      });
    }
    if (method === 'GET' && parts[0] === 'auth' && parts.length === 2) {
      const operation = this.operationOf(request);
      if (this.operationTokens.get(this.bearer(request)) !== parts[1])
        throw new Refusal(400, 21304, 'Brak uwierzytelnienia.');
      operation.polls++;
      // The first read says "in progress", as a busy KSeF may: the client polls.
      const status = operation.polls === 1 ? { code: 100, description: 'Uwierzytelnianie w toku' } : operation.status;
      return this.json(response, 200, {
        startDate: now.toISOString(),
        authenticationMethod: 'Token',
        authenticationMethodInfo: { category: 'Token', code: 'token.ksef', displayName: 'Token KSeF' },
        status,
      });
    }
    if (method === 'POST' && path === '/sessions/online') return this.openSession(request, response, now);
    if (method === 'POST' && parts[0] === 'sessions' && parts[1] === 'online' && parts[3] === 'invoices') {
      return this.receiveInvoice(request, response, parts[2] ?? '', now);
    }
    if (method === 'POST' && parts[0] === 'sessions' && parts[1] === 'online' && parts[3] === 'close') {
      const session = this.session(parts[2] ?? '', this.contextOf(request));
      session.open = false;
      return this.json(response, 204);
    }
    if (method === 'GET' && parts[0] === 'sessions' && parts[2] === 'invoices') {
      const session = this.session(parts[1] ?? '', this.contextOf(request));
      if (parts[3] === 'ksef' && parts[5] === 'upo') {
        const invoice = session.invoices.find((one) => one.ksefNumber === parts[4]);
        if (!invoice) throw new Refusal(400, 21178, 'Nie znaleziono UPO.');
        return this.upo(response, parts[1] ?? '', invoice);
      }
      const invoice = session.invoices.find((one) => one.invoiceReference === parts[3]);
      if (!invoice) throw new Refusal(400, 21177, 'Faktura nie istnieje.');
      if (parts[4] === 'upo') return this.upo(response, parts[1] ?? '', invoice);
      return this.json(response, 200, this.statusOf(invoice));
    }
    return this.json(response, 404, { title: 'Not Found', status: 404, detail: `${method} ${path}` });
  }

  private operationOf(request: IncomingMessage): AuthOperation {
    const reference = this.operationTokens.get(this.bearer(request));
    const operation = reference ? this.operations.get(reference) : undefined;
    if (!operation) throw new Refusal(401, 0, 'Nieprawidłowy token operacji uwierzytelnienia.');
    return operation;
  }

  private async authenticate(request: IncomingMessage, response: ServerResponse, now: Date): Promise<void> {
    const body = await this.body(request);
    const challenge = String(body.challenge ?? '');
    const context = body.contextIdentifier as { type?: string; value?: string } | undefined;
    const issuedMs = this.challenges.get(challenge);
    if (
      issuedMs === undefined ||
      context?.type !== 'Nip' ||
      !context.value ||
      typeof body.encryptedToken !== 'string'
    ) {
      throw new Refusal(400, 21405, 'Błąd walidacji danych wejściowych.', ['Nieznany challenge lub kontekst.']);
    }
    this.challenges.delete(challenge);
    const pair = this.key('KsefTokenEncryption', body.publicKeyId);
    let status: StatusInfo = { code: 200, description: 'Uwierzytelnianie zakończone sukcesem' };
    let token = '';
    try {
      const [plainToken, timestamp] = decryptRsa(pair.privateKey, body.encryptedToken).toString('utf8').split('|');
      token = plainToken ?? '';
      if (Number(timestamp) !== issuedMs) {
        status = {
          code: 450,
          description: 'Uwierzytelnianie zakończone niepowodzeniem z powodu błędnego tokenu',
          details: ['Nieprawidłowy czas tokena'],
        };
      } else if (this.tokens.get(token) !== context.value) {
        status = {
          code: 450,
          description: 'Uwierzytelnianie zakończone niepowodzeniem z powodu błędnego tokenu',
          details: ['Nieprawidłowy token'],
        };
      }
    } catch {
      status = {
        code: 450,
        description: 'Uwierzytelnianie zakończone niepowodzeniem z powodu błędnego tokenu',
        details: ['Nieprawidłowy token'],
      };
    }
    const reference = referenceOf('AU', now);
    const operationToken = `operation-${hex(16)}`;
    this.operations.set(reference, { nip: context.value, token, status, polls: 0, redeemed: false });
    this.operationTokens.set(operationToken, reference);
    return this.json(response, 202, {
      referenceNumber: reference,
      authenticationToken: { token: operationToken, validUntil: new Date(now.getTime() + 10 * 60_000).toISOString() },
    });
  }

  private async openSession(request: IncomingMessage, response: ServerResponse, now: Date): Promise<void> {
    const nip = this.contextOf(request);
    const body = await this.body(request);
    const formCode = body.formCode as { systemCode?: string; schemaVersion?: string; value?: string } | undefined;
    if (formCode?.systemCode !== 'FA (3)' || formCode.schemaVersion !== '1-0E' || formCode.value !== 'FA') {
      throw new Refusal(400, 21405, 'Błąd walidacji danych wejściowych.', [
        'Wskazany kod formularza nie jest wspierany.',
      ]);
    }
    const encryption = body.encryption as
      | { encryptedSymmetricKey?: string; initializationVector?: string; publicKeyId?: string }
      | undefined;
    const pair = this.key('SymmetricKeyEncryption', encryption?.publicKeyId);
    let key: Buffer;
    try {
      key = decryptRsa(pair.privateKey, encryption?.encryptedSymmetricKey ?? '');
    } catch {
      throw new Refusal(400, 21405, 'Błąd odszyfrowania dostarczonego klucza.');
    }
    const iv = Buffer.from(encryption?.initializationVector ?? '', 'base64');
    if (key.length !== 32 || iv.length !== 16) throw new Refusal(400, 21405, 'Nieprawidłowy klucz lub wektor.');
    const reference = referenceOf('SO', now);
    this.sessions.set(reference, { nip, key, iv, open: true, invoices: [] });
    return this.json(response, 201, {
      referenceNumber: reference,
      validUntil: new Date(now.getTime() + 12 * 3_600_000).toISOString(),
    });
  }

  private async receiveInvoice(
    request: IncomingMessage,
    response: ServerResponse,
    sessionReference: string,
    now: Date,
  ): Promise<void> {
    const session = this.session(sessionReference, this.contextOf(request));
    if (!session.open) throw new Refusal(400, 21180, 'Sesja została zamknięta.');
    const body = await this.body(request);
    const encrypted = Buffer.from(String(body.encryptedInvoiceContent ?? ''), 'base64');
    if (sha256Base64(encrypted) !== body.encryptedInvoiceHash || encrypted.length !== body.encryptedInvoiceSize) {
      throw new Refusal(400, 21405, 'Błąd walidacji danych wejściowych.', [
        'Skrót lub rozmiar zaszyfrowanej faktury się nie zgadza.',
      ]);
    }
    let plain: Buffer;
    try {
      const decipher = createDecipheriv('aes-256-cbc', session.key, session.iv);
      plain = Buffer.concat([decipher.update(encrypted), decipher.final()]);
    } catch {
      throw new Refusal(400, 21405, 'Błąd odszyfrowania pliku.');
    }
    if (sha256Base64(plain) !== body.invoiceHash || plain.length !== body.invoiceSize) {
      throw new Refusal(400, 21405, 'Błąd walidacji danych wejściowych.', [
        'Skrót lub rozmiar faktury się nie zgadza.',
      ]);
    }
    const xml = plain.toString('utf8');
    const invoice: ReceivedInvoice = {
      sessionReference,
      invoiceReference: referenceOf('EE', now),
      ordinalNumber: session.invoices.length + 1,
      xml,
      invoiceHash: sha256Base64(plain),
      invoiceNumber: textOf(xml, /<P_2>([^<]*)<\/P_2>/),
      receivedAt: now,
      status: await this.decide(session, xml, sha256Base64(plain), now),
      ksefNumber: null,
      pendingReads: this.processingReads,
    };
    if (invoice.status.code === 200) {
      invoice.ksefNumber = ksefNumberOf(session.nip, now.toISOString().slice(0, 10), hex(6));
    }
    session.invoices.push(invoice);
    this.received.push(invoice);
    return this.json(response, 202, { referenceNumber: invoice.invoiceReference });
  }

  /** What KSeF decides of an invoice: the schema first, then the seller's context and refused NIPs, duplicates. */
  private async decide(session: Session, xml: string, hash: string, _now: Date): Promise<StatusInfo> {
    const validation = await validateFa3(xml);
    if (!validation.valid) {
      return { code: 450, description: 'Błąd weryfikacji semantyki dokumentu faktury', details: validation.errors };
    }
    const seller = textOf(xml, /<Podmiot1>[\s\S]*?<NIP>(\d+)<\/NIP>/);
    const buyer = textOf(xml, /<Podmiot2>[\s\S]*?<NIP>(\d+)<\/NIP>/);
    if (seller !== session.nip) {
      return {
        code: 410,
        description: 'Nieprawidłowy zakres uprawnień',
        details: [`NIP sprzedawcy ${seller} spoza kontekstu ${session.nip}.`],
      };
    }
    for (const nip of [seller, buyer]) {
      if (nip && this.refusedNips.has(nip)) {
        return {
          code: 450,
          description: 'Błąd weryfikacji semantyki dokumentu faktury',
          details: [`Podmiot o NIP ${nip} nie może być stroną faktury.`],
        };
      }
    }
    for (const [reference, other] of this.sessions) {
      const original = other.invoices.find((one) => one.invoiceHash === hash && one.ksefNumber);
      if (original?.ksefNumber) {
        return {
          code: 440,
          description: 'Duplikat faktury',
          details: [
            `Duplikat faktury. Faktura o numerze KSeF: ${original.ksefNumber} została już prawidłowo przesłana do systemu w sesji: ${reference}`,
          ],
          extensions: { originalSessionReferenceNumber: reference, originalKsefNumber: original.ksefNumber },
        };
      }
    }
    return { code: 200, description: 'Sukces' };
  }

  private statusOf(invoice: ReceivedInvoice) {
    const processing = invoice.pendingReads > 0;
    if (processing) invoice.pendingReads--;
    const accepted = !processing && invoice.status.code === 200;
    return {
      ordinalNumber: invoice.ordinalNumber,
      invoiceNumber: invoice.invoiceNumber,
      ...(accepted ? { ksefNumber: invoice.ksefNumber, acquisitionDate: invoice.receivedAt.toISOString() } : {}),
      referenceNumber: invoice.invoiceReference,
      invoiceHash: invoice.invoiceHash,
      invoicingDate: invoice.receivedAt.toISOString(),
      invoicingMode: 'Online',
      status: processing ? { code: 150, description: 'Trwa przetwarzanie' } : invoice.status,
    };
  }

  private upo(response: ServerResponse, sessionReference: string, invoice: ReceivedInvoice): void {
    if (!invoice.ksefNumber) throw new Refusal(400, 21178, 'Nie znaleziono UPO.');
    const nip = textOf(invoice.xml, /<Podmiot1>[\s\S]*?<NIP>(\d+)<\/NIP>/) ?? '';
    const xml = `<?xml version="1.0" encoding="utf-8"?>
<Potwierdzenie xmlns="http://upo.schematy.mf.gov.pl/KSeF/v4-3">
  <NazwaPodmiotuPrzyjmujacego>Ministerstwo Finansów - zastępnik testowy</NazwaPodmiotuPrzyjmujacego>
  <NumerReferencyjnySesji>${sessionReference}</NumerReferencyjnySesji>
  <Uwierzytelnienie><IdKontekstu><Nip>${nip}</Nip></IdKontekstu></Uwierzytelnienie>
  <NazwaStrukturyLogicznej>Schemat_FA(3)_v1-0E.xsd</NazwaStrukturyLogicznej>
  <KodFormularza>FA (3)</KodFormularza>
  <Dokument>
    <NipSprzedawcy>${nip}</NipSprzedawcy>
    <NumerKSeFDokumentu>${invoice.ksefNumber}</NumerKSeFDokumentu>
    <NumerFaktury>${invoice.invoiceNumber ?? ''}</NumerFaktury>
    <DataPrzeslaniaDokumentu>${invoice.receivedAt.toISOString()}</DataPrzeslaniaDokumentu>
    <SkrotDokumentu>${invoice.invoiceHash}</SkrotDokumentu>
    <TrybWysylki>Online</TrybWysylki>
  </Dokument>
</Potwierdzenie>
`;
    response
      .writeHead(200, { 'content-type': 'application/xml', 'x-ms-meta-hash': sha256Base64(Buffer.from(xml)) })
      .end(xml);
  }
}
