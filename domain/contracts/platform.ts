import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** The API reference page (Swagger UI over the OpenAPI document); the site's footer links to it. */
export const API_DOCS_PATH = '/api/docs';

// Endpoints. Load balancers use health and readiness; the OpenAPI document is what the docs page reads.
const tags = ['platform'];

export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  access: 'public',
  tags,
  summary: 'Liveness: the process answers (no I/O)',
  responses: { 200: z.object({ status: z.literal('ok') }) },
});

export const getReadiness = defineEndpoint({
  method: 'GET',
  path: '/api/ready',
  access: 'public',
  tags,
  summary: 'Readiness: the database answers (503 while it does not, or once shutdown has begun)',
  responses: { 200: z.object({ status: z.literal('ready') }) },
});

export const getOpenApiDocument = defineEndpoint({
  method: 'GET',
  path: '/api/openapi.json',
  access: 'public',
  tags,
  summary: 'The OpenAPI 3.1 document of this API',
  hidden: true,
});

export const getStoredFile = defineEndpoint({
  method: 'GET',
  path: '/api/files/*',
  access: 'member',
  tags: ['files'],
  summary: 'A stored image (avatar or logo) of the caller’s company',
  params: z.object({ '*': z.string().max(200) }),
  file: true,
});
