import { filesEndpoints, inquiryAttachmentsEndpoints } from '@tendero/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { apiUpload } from './api-upload';

type Sent = { method: string; url: string; headers: Record<string, string>; body: unknown; credentials: boolean };

/** A stand-in for the browser's XMLHttpRequest: records the request and answers `answer` on send. */
function fakeXhr(answer: { status: number; body: string } | 'network-error', sent: Sent[]) {
  return class {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private request: Sent = { method: '', url: '', headers: {}, body: null, credentials: false };
    open(method: string, url: string) {
      this.request = { ...this.request, method, url };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    send(body: unknown) {
      sent.push({ ...this.request, body, credentials: this.withCredentials });
      if (answer === 'network-error') return this.onerror?.();
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
      this.status = answer.status;
      this.responseText = answer.body;
      this.onload?.();
    }
  };
}

const original = globalThis.XMLHttpRequest;
afterEach(() => {
  globalThis.XMLHttpRequest = original;
});

function answering(answer: { status: number; body: string } | 'network-error') {
  const sent: Sent[] = [];
  globalThis.XMLHttpRequest = fakeXhr(answer, sent) as unknown as typeof XMLHttpRequest;
  return sent;
}

describe('apiUpload', () => {
  it("sends the form to the row's path with the page's language and cookies, and reads the answer", async () => {
    const sent = answering({ status: 201, body: JSON.stringify({ fileUrl: '/files/a.webp' }) });
    const form = new FormData();
    const progress: number[] = [];
    const answer = await apiUpload(filesEndpoints.uploadUserPhoto, form, {
      params: { ownerId: 'u1' },
      locale: 'pl',
      onProgress: (share) => progress.push(share),
    });
    expect(answer).toEqual({ fileUrl: '/files/a.webp' });
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/users/u1/photo/',
        headers: { accept: 'application/json', 'accept-language': 'pl' },
        body: form,
        credentials: true,
      },
    ]);
    expect(progress).toEqual([0.5]);
  });

  it("rejects with the server's envelope", async () => {
    answering({ status: 413, body: JSON.stringify({ code: 'FILE_TOO_LARGE', message: 'Too large', requestId: 'r' }) });
    const failure = await apiUpload(inquiryAttachmentsEndpoints.uploadInquiryFile, new FormData(), {
      params: { inquiryId: 'i1' },
      locale: 'en',
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 413, envelope: { code: 'FILE_TOO_LARGE', message: 'Too large' } });
  });

  it('rejects without an envelope when the answer is not the promised one, and with status 0 offline', async () => {
    answering({ status: 201, body: '{"unexpected":true}' });
    const odd = await apiUpload(filesEndpoints.uploadUserPhoto, new FormData(), {
      params: { ownerId: 'u1' },
      locale: 'en',
    }).catch((error: unknown) => error);
    expect(odd).toMatchObject({ status: 201, envelope: null });
    answering('network-error');
    const offline = await apiUpload(filesEndpoints.uploadUserPhoto, new FormData(), {
      params: { ownerId: 'u1' },
      locale: 'en',
    }).catch((error: unknown) => error);
    expect(offline).toMatchObject({ status: 0, envelope: null });
  });
});
