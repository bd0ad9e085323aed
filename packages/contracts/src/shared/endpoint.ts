import type { z } from 'zod';
import type { Role } from '../routing/roles';
import type { ErrorCode } from './errors';

/**
 * One row of the API's endpoint table: everything the server registers, the OpenAPI document shows and
 * the web client calls, written once. Paths use Fastify's `:name` parameters; every parameter of the
 * path is a key of `params`.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint at all, decided from the caller's session before the request's body is read:
 * `anyone` (visitors too; the answer may still depend on who asks), `signed-in` (any role), or the roles.
 * A caller outside it is answered 401 (no session) or 403 (another role) whatever they sent. Finer rules
 * (whose company, whose inquiry) stay in the domain's policies.
 */
export type EndpointAccess = 'anyone' | 'signed-in' | readonly Role[];

export type EndpointDefinition = {
  method: HttpMethod;
  path: `/api/${string}`;
  summary: string;
  tags: readonly string[];
  access: EndpointAccess;
  /** What a role outside `access` is told, when a plainer 403 would leave them guessing why. */
  refusal?: { reason: string; messageKey: string };
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The status of a successful answer (200 unless said). 202 and 204 answers are `z.null()`. */
  status?: 200 | 201 | 202 | 204;
  /** The success answer. `json` answers are checked against it by the server and by the client. */
  answer: z.ZodType;
  /** `csv` and `binary` answers are files a link downloads; `multipart` endpoints take an upload. */
  format?: 'json' | 'csv' | 'binary';
  upload?: 'multipart';
  /** The codes this endpoint answers besides the shared ones (VALIDATION_ERROR, UNAUTHORIZED_ERROR, …). */
  errors?: readonly ErrorCode[];
  /** Left out of the public OpenAPI document (development tools). */
  hidden?: boolean;
  /**
   * A write that changes nothing an anonymous visitor's page shows (a person's own session, their
   * conversations with the assistant): the server keeps its cache of public pages. Any other write
   * empties it.
   */
  keepsPublicPages?: true;
};

/** Names an endpoint: the argument is returned as it is, with its literal types kept for the client. */
export function defineEndpoint<const E extends EndpointDefinition>(endpoint: E): E {
  return endpoint;
}

type InputOf<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: infer S extends z.ZodType }
  ? z.input<S>
  : never;
type OutputOf<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

export type EndpointParams<E extends EndpointDefinition> = InputOf<E, 'params'>;
export type EndpointQuery<E extends EndpointDefinition> = InputOf<E, 'query'>;
export type EndpointBody<E extends EndpointDefinition> = InputOf<E, 'body'>;
/** What a caller receives: the answer as the schema reads it. */
export type EndpointAnswer<E extends EndpointDefinition> = z.output<E['answer']>;
/** What a handler returns: the answer as the schema accepts it (the server's serializer checks it). */
export type EndpointReply<E extends EndpointDefinition> = z.input<E['answer']>;
/** The request parts after the server has validated them. */
export type EndpointInput<E extends EndpointDefinition> = {
  params: OutputOf<E, 'params'>;
  query: OutputOf<E, 'query'>;
  body: OutputOf<E, 'body'>;
};

/** A query string as written, for a page that forwards its own search parameters. */
export type RawQuery = URLSearchParams | string;

/** The parts of a call a caller must give: params when the path has any, the body when it takes one. */
export type EndpointCall<E extends EndpointDefinition> = (E extends { params: z.ZodType }
  ? { params: EndpointParams<E> }
  : { params?: never }) &
  (E extends { query: z.ZodType } ? { query?: EndpointQuery<E> | RawQuery } : { query?: never }) &
  (E extends { body: z.ZodType } ? { body: EndpointBody<E> } : { body?: never });

function appendQuery(search: URLSearchParams, query: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const item of value) search.append(name, String(item));
    } else {
      search.append(name, String(value));
    }
  }
}

/**
 * The URL of a call: each `:name` of the path filled with its encoded parameter, the query appended.
 * Throws on a missing parameter, so a call can never reach a path with a hole in it.
 */
export function endpointUrl(
  endpoint: Pick<EndpointDefinition, 'path'>,
  call: { params?: unknown; query?: unknown } = {},
): string {
  const params = (call.params ?? {}) as Record<string, unknown>;
  const path = endpoint.path.replace(/:(\w+)/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const { query } = call;
  if (query === undefined || query === null) return path;
  const search =
    query instanceof URLSearchParams
      ? query
      : typeof query === 'string'
        ? new URLSearchParams(query)
        : (() => {
            const built = new URLSearchParams();
            appendQuery(built, query as Record<string, unknown>);
            return built;
          })();
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Reads an answer with its endpoint's schema: a shape the server did not promise throws here. */
export function readAnswer<E extends EndpointDefinition>(endpoint: E, data: unknown): EndpointAnswer<E> {
  // The schema is E['answer'], so what it parses is that schema's output; TypeScript cannot follow a generic.
  return endpoint.answer.parse(data) as EndpointAnswer<E>;
}
