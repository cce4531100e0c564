import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { ENDPOINTS, PRODUCT_NAME, ROUTES } from '@memeforge/contract';
import { sessionCookieName } from '../auth/session-cookies';
import { operationTransform } from './openapi-operations';
import { withBillingWebhooks } from './openapi-webhooks';
import { tidyComponentSchemas } from './openapi-components';

export interface OpenapiOptions {
  version: string;
  /** The scope an API key needs for an operation (method, Fastify path), or null when keys may not use it. */
  apiKeyScope: (method: string, url: string) => string | null;
  /** The deployment's address: the document's one server. */
  publicUrl: string;
}

/**
 * The contract's zod schemas, served as an OpenAPI 3.1 document and a readable docs page. 3.1,
 * because zod writes JSON Schema 2020-12 (`const`, type lists), which 3.1 is and 3.0 is not; the
 * document is linted by Redocly and a typed client is generated from it in the tests (decision 043).
 */
async function openapiPlugin(app: FastifyInstance, options: OpenapiOptions) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${PRODUCT_NAME} API`,
        version: options.version,
        termsOfService: new URL(ROUTES.termsOfService, options.publicUrl).toString(),
        description:
          'Errors are JSON: `{field: [messages]}` for refused fields, `{detail}` (sometimes with a `code`) ' +
          'otherwise. Signed-in calls take the access token as a Bearer header, or the web app’s cookie; ' +
          'other programs use a personal API key (`Bearer mf_…`), for the operations that list the apiKey scheme.',
      },
      servers: [{ url: options.publicUrl, description: 'This deployment' }],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The access token that signing in, verifying an address or refreshing answers.',
          },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'mf_…',
            description:
              'A personal API key made in the web app’s profile, sent as `Authorization: Bearer mf_…`. ' +
              'The operation’s requirement names the scope the key needs (read, generate or edit); ' +
              'operations without one refuse keys (403). Each key has its own rate limit (429 with Retry-After).',
          },
          cookie: {
            type: 'apiKey',
            in: 'cookie',
            // `__Host-access_token` over https (auth/session-cookies.ts).
            name: sessionCookieName(options.publicUrl, 'access'),
            description: 'The web app’s httpOnly session cookie; writes from another site are refused.',
          },
        },
      },
    },
    transform: operationTransform(options.apiKeyScope),
    transformObject: (input) => tidyComponentSchemas(withBillingWebhooks(jsonSchemaTransformObject(input))),
  });
  app.get(ENDPOINTS.openapi, { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, { routePrefix: ENDPOINTS.apiDocs });
}

export default fp(openapiPlugin, { name: 'openapi' });
