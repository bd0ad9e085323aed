/**
 * A protocol test. No S3-compatible server (MinIO, Garage, LocalStack…) can be installed on this machine and
 * there is no network, so the storage talks to a small S3 stand-in started here on 127.0.0.1. The stand-in
 * does not trust the client: it checks the SigV4 headers and recomputes the signature itself with node:crypto
 * (canonical request → string to sign → HMAC chain), written from AWS's specification and sharing no code
 * with the client library, answering 403 SignatureDoesNotMatch as S3 does. A wrong secret failing proves the
 * oracle is really checking. What it cannot prove: quirks of a particular real service.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createS3Storage, type S3StorageOptions, s3ObjectUrl } from './s3-storage';

const bucket = 'tendero-test';
const region = 'eu-central-1';
const credentials = new Map([['AKIATENDERO', 'secret/Key+with=odd chars']]);
const unsignedPayload = 'UNSIGNED-PAYLOAD';

type SeenRequest = { method: string; path: string; contentSha256: string | undefined };

const objects = new Map<string, Buffer>();
const seen: SeenRequest[] = [];
/** Keys whose reads the stand-in answers with 500 InternalError. */
const brokenKeys = new Set<string>();

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const rfc3986 = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The independent oracle: SigV4 for S3 as AWS documents it. Returns the problem, or null when valid. */
function checkSignature(request: IncomingMessage, body: Buffer): { status: number; code: string } | null {
  const denied = (code: string) => ({ status: 403, code });
  const authorization = request.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) return denied('AccessDenied');
  const [, accessKeyId = '', date = '', scopeRegion = '', signedHeaderList = '', signature = ''] = match;
  const secret = credentials.get(accessKeyId);
  if (!secret) return denied('InvalidAccessKeyId');
  if (scopeRegion !== region) return { status: 400, code: 'AuthorizationHeaderMalformed' };

  const amzDate = String(request.headers['x-amz-date'] ?? '');
  if (!/^\d{8}T\d{6}Z$/.test(amzDate) || !amzDate.startsWith(date)) return denied('AccessDenied');
  const signedAt = Date.parse(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
  if (Math.abs(Date.now() - signedAt) > 15 * 60_000) return denied('RequestTimeTooSkewed');

  const contentSha256 = request.headers['x-amz-content-sha256'];
  if (typeof contentSha256 !== 'string') return { status: 400, code: 'InvalidRequest' };
  if (contentSha256 !== unsignedPayload && contentSha256 !== sha256Hex(body)) {
    return { status: 400, code: 'XAmzContentSHA256Mismatch' };
  }
  const signedHeaders = signedHeaderList.split(';');
  for (const required of ['host', 'x-amz-content-sha256', 'x-amz-date']) {
    if (!signedHeaders.includes(required)) return denied('AccessDenied');
  }

  const [rawPath = '/', rawQuery = ''] = (request.url ?? '/').split('?');
  const canonicalUri = rawPath
    .split('/')
    .map((segment) => rfc3986(decodeURIComponent(segment)))
    .join('/');
  const canonicalQuery = [...new URLSearchParams(rawQuery)]
    .map(([name, value]) => `${rfc3986(name)}=${rfc3986(value)}`)
    .sort()
    .join('&');
  const canonicalHeaders = signedHeaders
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonicalRequest = [
    request.method,
    canonicalUri,
    canonicalQuery,
    canonicalHeaders,
    signedHeaderList,
    contentSha256,
  ].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), 's3'), 'aws4_request');
  const expected = createHmac('sha256', signingKey).update(stringToSign).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex')) ? null : denied('SignatureDoesNotMatch');
}

function answerError(response: ServerResponse, status: number, code: string) {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${code}</Message></Error>`);
}

/** PutObject, GetObject and DeleteObject, path-style (`/{bucket}/{key}`), answering as S3 does. */
async function handle(request: IncomingMessage, response: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  seen.push({ method: request.method ?? '', path, contentSha256: request.headers['x-amz-content-sha256'] as string });

  const problem = checkSignature(request, body);
  if (problem) return answerError(response, problem.status, problem.code);
  const [, bucketName, ...keyParts] = path.split('/');
  if (bucketName !== bucket) return answerError(response, 404, 'NoSuchBucket');
  const key = decodeURIComponent(keyParts.join('/'));
  switch (request.method) {
    case 'PUT':
      objects.set(key, body);
      response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
      return response.end();
    case 'GET': {
      if (brokenKeys.has(key)) return answerError(response, 500, 'InternalError');
      const object = objects.get(key);
      if (!object) return answerError(response, 404, 'NoSuchKey');
      response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': object.length });
      return response.end(object);
    }
    case 'DELETE':
      objects.delete(key);
      response.writeHead(204);
      return response.end();
    default:
      return answerError(response, 405, 'MethodNotAllowed');
  }
}

const server = createServer((request, response) => {
  handle(request, response).catch(() => answerError(response, 500, 'InternalError'));
});
let options: S3StorageOptions;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  options = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region,
    accessKeyId: 'AKIATENDERO',
    secretAccessKey: 'secret/Key+with=odd chars',
    forcePathStyle: true,
  };
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  objects.clear();
  seen.length = 0;
  brokenKeys.clear();
});

describe('S3 file storage', () => {
  it('puts, gets and removes binary bytes, signing the body hash on PUT', async () => {
    const storage = createS3Storage(options);
    const bytes = Buffer.from([0, 255, 1, 254, 0x0d, 0x0a, 0x80, 0x00, 0x7f]);
    await storage.put('photos/users/u1/a-512.webp', bytes);
    expect(objects.get('photos/users/u1/a-512.webp')).toEqual(bytes);
    expect(await storage.get('photos/users/u1/a-512.webp')).toEqual(bytes);
    await storage.remove('photos/users/u1/a-512.webp');
    expect(objects.has('photos/users/u1/a-512.webp')).toBe(false);
    expect(await storage.get('photos/users/u1/a-512.webp')).toBeNull();

    expect(seen.map((request) => `${request.method} ${request.path}`)).toEqual([
      `PUT /${bucket}/photos/users/u1/a-512.webp`,
      `GET /${bucket}/photos/users/u1/a-512.webp`,
      `DELETE /${bucket}/photos/users/u1/a-512.webp`,
      `GET /${bucket}/photos/users/u1/a-512.webp`,
    ]);
    expect(seen[0]?.contentSha256).toBe(sha256Hex(bytes));
  });

  it('reads a missing key as null and removes a missing key without complaint', async () => {
    const storage = createS3Storage(options);
    expect(await storage.get('photos/none.webp')).toBeNull();
    await expect(storage.remove('photos/none.webp')).resolves.toBeUndefined();
  });

  it('is refused with a wrong secret key (the stand-in really verifies signatures)', async () => {
    const storage = createS3Storage({ ...options, secretAccessKey: 'not-the-secret' });
    await expect(storage.put('photos/a.webp', Buffer.from('x'))).rejects.toThrow(/403 SignatureDoesNotMatch/);
    await expect(storage.get('photos/a.webp')).rejects.toThrow(/403 SignatureDoesNotMatch/);
    expect(objects.size).toBe(0);
  });

  it.each(['../etc/passwd', 'photos/../../x', '/abs', 'Photos/UPPER', 'a//b', '', 'a?x=1', 'a%2Fb'])(
    'refuses the key %j before sending anything',
    async (key) => {
      const storage = createS3Storage(options);
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/unsafe storage key/);
      await expect(storage.get(key)).rejects.toThrow(/unsafe storage key/);
      await expect(storage.remove(key)).rejects.toThrow(/unsafe storage key/);
      expect(seen).toEqual([]);
    },
  );

  it('throws on a server error instead of reading it as a missing file', async () => {
    brokenKeys.add('photos/broken.webp');
    await expect(createS3Storage(options).get('photos/broken.webp')).rejects.toThrow(/500 InternalError/);
  });

  it('throws when the bucket does not exist, rather than reading every file as missing', async () => {
    const storage = createS3Storage({ ...options, bucket: 'no-such-bucket' });
    await expect(storage.get('photos/a.webp')).rejects.toThrow(/404 NoSuchBucket/);
  });

  it('builds path-style and virtual-hosted object URLs', () => {
    const endpoint = 'https://s3.eu-central-1.amazonaws.com/';
    expect(s3ObjectUrl({ endpoint, bucket, forcePathStyle: true }, 'photos/a.webp')).toBe(
      `https://s3.eu-central-1.amazonaws.com/${bucket}/photos/a.webp`,
    );
    expect(s3ObjectUrl({ endpoint, bucket, forcePathStyle: false }, 'photos/a.webp')).toBe(
      `https://${bucket}.s3.eu-central-1.amazonaws.com/photos/a.webp`,
    );
  });
});
