import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { ENDPOINTS, PRODUCT_NAME } from '@memeforge/contract';

/** The contract's zod schemas, served as OpenAPI JSON and a readable docs page. */
async function openapiPlugin(app: FastifyInstance, options: { version: string }) {
  await app.register(swagger, {
    openapi: {
      info: { title: `${PRODUCT_NAME} API`, version: options.version },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'access_token' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  app.get(ENDPOINTS.openapi, { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, { routePrefix: ENDPOINTS.apiDocs });
}

export default fp(openapiPlugin, { name: 'openapi' });
