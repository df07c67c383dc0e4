import type { EndpointDefinition, EndpointReply, EndpointRequest } from '@domain/contracts/endpoint';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { RouteRateLimit } from './rate-limit';

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

/** The Fastify schema of an endpoint: validation, response serialisation (fields not listed never leave) and OpenAPI. */
export function routeSchema(endpoint: EndpointDefinition): FastifySchema {
  return {
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    ...(endpoint.hidden ? { hide: true } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.responses ? { response: endpoint.responses } : {}),
    ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
  } as FastifySchema;
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
