import { isDeepStrictEqual } from 'node:util';
import type { EndpointDefinition, EndpointReply, EndpointRequest } from '@domain/contracts/endpoint';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { RouteRateLimit } from './rate-limit';
import { serializationSchema } from './response-schema';

/** The request a handler gets: Fastify's, with params, query and body typed by the endpoint's schemas. */
export type RouteRequest<E> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & EndpointRequest<E>;

export type RouteHandler<E> = (
  request: RouteRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointReply<E> | FastifyReply> | EndpointReply<E> | FastifyReply;

export interface RouteOptions {
  /** Checked before validation (platform/rate-limit.ts), so malformed requests count too. */
  rateLimits?: RouteRateLimit[];
}

/**
 * The Fastify schema of an endpoint: zod validates params, query and body; each response is JSON Schema built
 * from its zod contract, which Fastify's own serializer (fast-json-stringify) compiles once, so fields the
 * contract does not list never leave and no zod runs per response. (The OpenAPI document is built from the
 * zod contract itself: see `openApiTransform` in app.ts.)
 */
export function routeSchema(endpoint: EndpointDefinition): FastifySchema {
  return {
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    ...(endpoint.hidden ? { hide: true } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.responses ? { response: responseSchemas(endpoint) } : {}),
    ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
  } as FastifySchema;
}

function responseSchemas(endpoint: EndpointDefinition): Record<number, Record<string, unknown>> {
  const out: Record<number, Record<string, unknown>> = {};
  for (const [status, schema] of Object.entries(endpoint.responses ?? {})) {
    if (!schema) continue;
    try {
      out[Number(status)] = serializationSchema(schema);
    } catch (err) {
      throw new Error(`${endpoint.method} ${endpoint.path} ${status}: ${(err as Error).message}`, {
        cause: err,
      });
    }
  }
  return out;
}

/**
 * Registers the route of an endpoint: method, path, access policy and schemas all come from the contract
 * object in `domain/contracts`; the module adds only the handler (and, where it applies, rate limits).
 */
export function route<const E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: RouteHandler<E>,
  options: RouteOptions = {},
): void {
  if (endpoint.provider) throw new Error(`${endpoint.path} is served by ${endpoint.provider}, not a module`);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: {
      access: endpoint.access,
      endpoint,
      ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
    },
    schema: routeSchema(endpoint),
    handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract the route was registered from (every /api route but the platform's own). */
    endpoint?: EndpointDefinition;
  }
}

/**
 * Tests only: every response the suites produce is also parsed by its zod contract, and what fast-json-stringify
 * wrote must equal what zod would have (a wrong `oneOf` branch, a null written as "", a number written from a
 * string, a missing field). In production fast-json-stringify alone writes the response.
 */
export function checkResponsesAgainstContracts(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    const schema = request.routeOptions.config.endpoint?.responses?.[reply.statusCode];
    if (!schema) return payload;
    const { method, url } = request;
    const parsed = schema.safeParse(payload);
    if (!parsed.success) throw new ResponseSerializationError(method, url, { cause: parsed.error });
    const expected: unknown = JSON.parse(JSON.stringify(parsed.data));
    const written: unknown = JSON.parse(String(reply.serialize(payload)));
    if (!isDeepStrictEqual(written, expected)) {
      throw new Error(
        `${method} ${url}: ` + `serialised ${JSON.stringify(written)}, zod gives ${JSON.stringify(expected)}`,
      );
    }
    return payload;
  });
}
