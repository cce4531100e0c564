/**
 * TypeScript types for the served OpenAPI document, as openapi-typescript writes them (decision
 * 043): what plugins/openapi-types.d.ts holds and openapi-client.test.ts calls the API through.
 * Binary parts and answers are Blobs, so a multipart body can carry a file.
 */
import ts from 'typescript';
import openapiTS, { astToString, NULL, type OpenAPI3 } from 'openapi-typescript';

const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));

const HEADER = [
  '// Generated from the served /api/openapi.json by openapi-typescript (test-support/openapi-typegen.ts).',
  '// Do not edit: regenerate with `npx vitest run --project server apps/server/src/plugins/openapi.test.ts -u`.',
  '',
].join('\n');

export async function generateApiTypes(document: unknown): Promise<string> {
  const nodes = await openapiTS(document as OpenAPI3, {
    silent: true,
    // A field with a default may be left out of a request; answers list theirs as required anyway.
    defaultNonNullable: false,
    transform(schema) {
      if (schema.format !== 'binary') return undefined;
      return schema.nullable ? ts.factory.createUnionTypeNode([BLOB, NULL]) : BLOB;
    },
  });
  return `${HEADER}${astToString(nodes)}`;
}
