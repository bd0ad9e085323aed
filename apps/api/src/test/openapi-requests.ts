import fc from 'fast-check';

/**
 * Generated requests for every operation of the OpenAPI document (`app.swagger()`): mostly values that
 * follow the published schema, mixed with the malformed input an outside client may send (nulls, missing
 * or broken bodies, NUL bytes, long and odd strings, truncated multipart). Used by the fuzz test.
 */

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
};

type Parameter = { name: string; in: string; required?: boolean; schema?: JsonSchema };
type OpenApiOperation = {
  summary?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  pathParams: string[];
  query: { name: string; required: boolean; schema: JsonSchema }[];
  body: JsonSchema | null;
  multipart: boolean;
};

export type GeneratedRequest = {
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: p.required === true, schema: p.schema ?? {} })),
        body: content['application/json']?.schema ?? null,
        multipart: /multipart/i.test(operation.summary ?? '') || 'multipart/form-data' in content,
      });
    }
  }
  return operations;
}

/** Strings that have broken servers before: NUL bytes, lone surrogates, huge, quotes, paths, percent signs. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    "' OR 1=1--",
    '../../etc/passwd',
    '%00',
    '%',
    '\uD800',
    ' ',
    '',
    'null',
    '-1',
    '1e309',
    '00000000-0000-0000-0000-000000000000',
    '<script>alert(1)</script>',
    '__proto__',
  ),
  fc.string({ minLength: 300, maxLength: 3000 }),
);

const junk: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
);

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  return [];
}

/** Values that follow the schema as far as a generator can (patterns through fc.stringMatching). */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.length > 0) return fc.oneof(...variants.map(validValue));
  if (schema.allOf && schema.allOf.length > 0) return validValue(schema.allOf[0] as JsonSchema);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const types = typesOf(schema);
  const nullable = schema.nullable === true || types.includes('null');
  const type = types.find((t) => t !== 'null');
  const value = valueOfType(type, schema);
  return nullable ? fc.oneof(value, fc.constant(null)) : value;
}

function valueOfType(type: string | undefined, schema: JsonSchema): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : -1_000_000;
      const max = typeof schema.maximum === 'number' ? schema.maximum : 1_000_000;
      return type === 'integer'
        ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
        : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, Math.max(schema.minItems ?? 0, 5)),
      });
    case 'object':
      return objectOf(schema, validValue);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
  }
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString());
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 200));
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((value) => value.length >= minLength && value.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY));
  }
  return fc.string({ minLength, maxLength });
}

function objectOf(schema: JsonSchema, value: (schema: JsonSchema) => fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const required = new Set(schema.required ?? []);
  const properties = Object.entries(schema.properties ?? {});
  return fc.record(Object.fromEntries(properties.map(([name, property]) => [name, value(property)])), {
    requiredKeys: properties.map(([name]) => name).filter((name) => required.has(name)),
  });
}

/** Mostly valid, sometimes junk, at every depth; required fields sometimes missing, extra keys sometimes added. */
export function mixedValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  if (types.includes('object') && schema.properties) {
    const required = new Set(schema.required ?? []);
    const properties = Object.entries(schema.properties);
    const shaped = fc.record(Object.fromEntries(properties.map(([name, property]) => [name, mixedValue(property)])), {
      requiredKeys: properties.map(([name]) => name).filter((name) => required.has(name)),
    });
    return fc.oneof(
      { weight: 6, arbitrary: shaped },
      { weight: 1, arbitrary: fc.tuple(shaped, fc.dictionary(nastyString, junk, { maxKeys: 3 })).map(merge) },
      { weight: 1, arbitrary: objectOf({ ...schema, required: [] }, mixedValue) },
      { weight: 1, arbitrary: junk },
    );
  }
  if (types.includes('array')) {
    return fc.oneof(
      { weight: 4, arbitrary: fc.array(mixedValue(schema.items ?? {}), { maxLength: 6 }) },
      { weight: 1, arbitrary: junk },
    );
  }
  return fc.oneof({ weight: 4, arbitrary: validValue(schema) }, { weight: 1, arbitrary: junk });
}

function merge([shaped, extra]: [unknown, Record<string, unknown>]): unknown {
  return typeof shaped === 'object' && shaped !== null ? { ...extra, ...shaped } : shaped;
}

/** A query value as text: what the schema wants most of the time, otherwise anything. */
function queryText(schema: JsonSchema): fc.Arbitrary<string> {
  return mixedValue(schema).map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')));
}

const json = (payload: unknown): Pick<GeneratedRequest, 'headers' | 'payload'> => ({
  headers: { 'content-type': 'application/json' },
  payload: JSON.stringify(payload) ?? 'null',
});

/** Body variants for a JSON operation: a shaped object most of the time, then null, none, junk and broken text. */
function jsonBody(schema: JsonSchema | null): fc.Arbitrary<Pick<GeneratedRequest, 'headers' | 'payload'>> {
  const broken = fc.constantFrom('{', '{"a":', '[1,2', '"unterminated', '{"__proto__":{"x":1}}', '\u0000');
  const others = [
    { weight: 1, arbitrary: fc.constant(json(null)) },
    { weight: 1, arbitrary: fc.constant({ headers: {} }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map(json) },
    { weight: 1, arbitrary: broken.map((payload) => ({ headers: { 'content-type': 'application/json' }, payload })) },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.string({ maxLength: 12 }), nastyString, { maxKeys: 4 }).map((fields) => ({
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      })),
    },
    {
      weight: 1,
      arbitrary: nastyString.map((payload) => ({ headers: { 'content-type': 'text/plain' }, payload })),
    },
  ];
  if (!schema) return fc.oneof({ weight: 6, arbitrary: fc.constant({ headers: {} }) }, ...others);
  return fc.oneof({ weight: 8, arbitrary: mixedValue(schema).map(json) }, ...others);
}

const boundary = '----fuzz-boundary';

function multipartBody(file: Buffer, field: string, filename: string): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

/** Multipart variants: a real image, random bytes, another field, cut short, no boundary, empty. */
function uploadBody(image: Buffer): fc.Arbitrary<Pick<GeneratedRequest, 'headers' | 'payload'>> {
  const withBoundary = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  const bytes = fc.uint8Array({ maxLength: 2000 }).map((array) => Buffer.from(array));
  const whole = fc.oneof(
    fc.constant(multipartBody(image, 'file', 'photo.png')),
    bytes.map((file) => multipartBody(file, 'file', 'x.png')),
    fc
      .tuple(bytes, nastyString, nastyString)
      .map(([file, field, name]) => multipartBody(file, field.replaceAll('"', ''), name.replaceAll('"', ''))),
  );
  return fc.oneof(
    whole.map((payload) => ({ headers: withBoundary, payload })),
    fc.tuple(whole, fc.double({ min: 0, max: 1, noNaN: true })).map(([payload, cut]) => ({
      headers: withBoundary,
      payload: payload.subarray(0, Math.floor(payload.length * cut)),
    })),
    whole.map((payload) => ({ headers: { 'content-type': 'multipart/form-data' }, payload })),
    fc.constant({ headers: withBoundary, payload: Buffer.alloc(0) }),
    fc.constant({ headers: {} }),
    jsonBody(null),
  );
}

/** A path segment as a client would encode it; a lone surrogate becomes the invalid UTF-8 it would be sent as. */
function encodePathValue(value: string): string {
  return encodeURIComponent(
    value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  ).replaceAll('%EF%BF%BD', '%ED%A0%80');
}

/** Segments sent as they are: malformed or overlong percent-encoding, encoded slashes and dots. */
const rawPathValue = fc.constantFrom('%', '%zz', '%C0%80', '%ED%A0%80', '%FF', '%2F', '..', '%2e%2e', 'a%00', '%u0000');

/** Requests for one operation; `ids` are real ids of the test data, so some requests reach deep. */
export function requestsFor(
  operation: Operation,
  context: { ids: string[]; image: Buffer },
): fc.Arbitrary<GeneratedRequest> {
  const idValue = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...context.ids).map(encodePathValue) },
    { weight: 2, arbitrary: fc.uuid().map(encodePathValue) },
    { weight: 2, arbitrary: nastyString.map(encodePathValue) },
    { weight: 1, arbitrary: rawPathValue },
  );
  const pathValues = fc.tuple(...operation.pathParams.map(() => idValue));
  const query = fc.tuple(
    ...operation.query.map((param) =>
      param.required
        ? queryText(param.schema).map((value) => [param.name, value] as const)
        : fc.option(
            queryText(param.schema).map((value) => [param.name, value] as const),
            { nil: undefined },
          ),
    ),
    fc.option(fc.tuple(nastyString, nastyString), { nil: undefined, freq: 8 }),
  );
  const body = operation.multipart ? uploadBody(context.image) : jsonBody(operation.body);
  return fc.tuple(pathValues, query, body).map(([values, pairs, content]) => {
    let index = 0;
    const path = operation.path.replace(/\{[^}]+\}/g, () => values[index++] ?? '');
    const search = new URLSearchParams();
    for (const pair of pairs) if (pair) search.append(pair[0], pair[1]);
    const text = search.toString();
    return { url: text ? `${path}?${text}` : path, headers: content.headers, payload: content.payload };
  });
}
