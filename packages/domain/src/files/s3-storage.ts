import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { type FileStorage, isSafeKey } from './file-storage';

/**
 * The S3-compatible implementation of `FileStorage` (AWS S3, MinIO, Cloudflare R2, Backblaze B2, Garage…).
 *
 * Client: `aws4fetch`, a dependency-free SigV4 signer over the built-in `fetch` and Web Crypto of Node 20,
 * by the author of the long-standing `aws4` signer. We need three calls (PutObject, GetObject, DeleteObject),
 * so a ~15 kB signer fits better than `@aws-sdk/client-s3`, which pulls in dozens of `@smithy/*` packages and
 * adds checksum headers by default that several S3-compatible services reject unless configured.
 *
 * PUT signs the SHA-256 of the body, so the service refuses bytes altered on the way. On AWS, a missing key
 * reads as 404 only when the credentials may also list the bucket (`s3:ListBucket`); otherwise AWS answers
 * 403 and `get` throws instead of returning null.
 */
export type S3StorageOptions = {
  /** e.g. `https://s3.eu-central-1.amazonaws.com` or `http://minio:9000` */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `{endpoint}/{bucket}/{key}` when true; `{bucket}.{endpoint host}/{key}` when false. */
  forcePathStyle: boolean;
};

const requestTimeoutMs = 30_000;

/** The object's URL, path-style or virtual-hosted. The key must already be safe (no encoding needed). */
export function s3ObjectUrl(options: Pick<S3StorageOptions, 'endpoint' | 'bucket' | 'forcePathStyle'>, key: string) {
  const url = new URL(options.endpoint);
  const base = url.pathname.replace(/\/+$/, '');
  if (options.forcePathStyle) {
    url.pathname = `${base}/${options.bucket}/${key}`;
  } else {
    url.hostname = `${options.bucket}.${url.hostname}`;
    url.pathname = `${base}/${key}`;
  }
  return url.toString();
}

export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: 's3',
    region: options.region,
    // aws4fetch retries 5xx and 429 with backoff; 10 tries (its default) would hold a request for seconds.
    retries: 2,
  });

  const send = async (operation: string, key: string, init: RequestInit) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key ${key}`);
    const response = await client.fetch(s3ObjectUrl(options, key), {
      ...init,
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    if (response.ok) return { response, code: null };
    // S3 error bodies are XML: <Error><Code>NoSuchKey</Code>…</Error>.
    const body = await response.text().catch(() => '');
    const code = /<Code>([^<]*)<\/Code>/.exec(body)?.[1] ?? null;
    return { response, code, failure: `S3 ${operation} ${key} failed: ${response.status} ${code ?? ''}`.trim() };
  };

  return {
    put: async (key, bytes) => {
      const result = await send('PutObject', key, {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: {
          'content-type': 'application/octet-stream',
          'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex'),
        },
      });
      if (result.failure) throw new Error(result.failure);
      await result.response.arrayBuffer();
    },
    get: async (key) => {
      const result = await send('GetObject', key, { method: 'GET' });
      // A missing object is null; a missing bucket is a configuration error and throws.
      if (result.response.status === 404 && result.code !== 'NoSuchBucket') return null;
      if (result.failure) throw new Error(result.failure);
      return Buffer.from(await result.response.arrayBuffer());
    },
    remove: async (key) => {
      const result = await send('DeleteObject', key, { method: 'DELETE' });
      if (result.response.status === 404 && result.code !== 'NoSuchBucket') return;
      if (result.failure) throw new Error(result.failure);
      await result.response.arrayBuffer();
    },
  };
}
