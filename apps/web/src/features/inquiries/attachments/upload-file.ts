import { type Attachment, attachmentSchema, errorEnvelopeSchema } from '@tendero/contracts';
import { ApiError } from '@/lib/api-client';

/**
 * Sends one file (multipart field `file`) with XMLHttpRequest, which reports upload progress (fetch does
 * not); `onProgress` gets 0..1. Resolves with the stored attachment, rejects with an ApiError like
 * `apiRequest` (the server's translated message in the envelope; status 0 when the network failed).
 */
export function uploadFile(
  url: string,
  file: File,
  locale: string,
  onProgress: (share: number) => void,
): Promise<Attachment> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('accept-language', locale);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError(0, null));
    request.onload = () => {
      let data: unknown = null;
      try {
        data = JSON.parse(request.responseText);
      } catch {
        data = null;
      }
      if (request.status >= 200 && request.status < 300) {
        const parsed = attachmentSchema.safeParse(data);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(request.status, null));
        return;
      }
      const envelope = errorEnvelopeSchema.safeParse(data);
      reject(new ApiError(request.status, envelope.success ? envelope.data : null));
    };
    const body = new FormData();
    body.append('file', file, file.name);
    request.send(body);
  });
}
