import { type EndpointAnswer, type EndpointDefinition, endpointUrl, errorEnvelopeSchema } from '@tendero/contracts';
import { type ApiCallOptions, ApiError } from './api-client';

/** A row of the endpoint table that takes an upload (multipart). */
export type UploadEndpoint = EndpointDefinition & { upload: 'multipart' };

/** The options of an upload: the row's path parameters, the page's language, and progress (0..1) if wanted. */
export type ApiUploadOptions<E extends UploadEndpoint> = ApiCallOptions<E> & { onProgress?: (share: number) => void };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * `apiRequest` for an upload: one multipart row of the endpoint table, its path built from the row, the
 * form sent as it is (the file in the field the row names), same origin with cookies, the page's language
 * in Accept-Language. XMLHttpRequest, because it reports the upload's progress (fetch does not). The
 * answer is read with the row's schema; a failure rejects with an `ApiError` as `apiRequest`'s do (the
 * server's envelope; status 0 when the network failed; no envelope when an answer was not the promised one).
 */
export function apiUpload<E extends UploadEndpoint>(
  endpoint: E,
  form: FormData,
  options: ApiUploadOptions<E>,
): Promise<EndpointAnswer<E>> {
  const { onProgress } = options;
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(endpoint.method, endpointUrl(endpoint, options));
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('accept-language', options.locale);
    request.withCredentials = true;
    if (onProgress) {
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded / event.total);
      };
    }
    request.onerror = () => reject(new ApiError(0, null));
    request.onload = () => {
      const data = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        const answer = endpoint.answer.safeParse(data);
        // The schema is E['answer'], so what it parses is that schema's output; TypeScript cannot follow a generic.
        if (answer.success) resolve(answer.data as EndpointAnswer<E>);
        else reject(new ApiError(request.status, null));
        return;
      }
      const envelope = errorEnvelopeSchema.safeParse(data);
      reject(new ApiError(request.status, envelope.success ? envelope.data : null));
    };
    request.send(form);
  });
}
