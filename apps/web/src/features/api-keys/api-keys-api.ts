/** The person's API keys (decision 051): list, create (the key comes back once), revoke. */
import { useQuery } from '@tanstack/react-query';
import {
  ApiKeyCreatedSchema,
  ApiKeyListSchema,
  ENDPOINTS,
  type ApiKeyCreateRequest,
  type ApiKeyCreated,
} from '@memeforge/contract';
import { api } from '../../api';

export const API_KEYS_QUERY_KEY = ['api-keys'] as const;

export function useApiKeys() {
  return useQuery({
    queryKey: API_KEYS_QUERY_KEY,
    queryFn: async () => (await api(ENDPOINTS.apiKeys, { schema: ApiKeyListSchema })).results,
  });
}

export function createApiKey(body: ApiKeyCreateRequest): Promise<ApiKeyCreated> {
  return api(ENDPOINTS.apiKeys, { method: 'POST', json: body, schema: ApiKeyCreatedSchema });
}

export function revokeApiKey(id: number): Promise<unknown> {
  return api(ENDPOINTS.apiKey(id), { method: 'DELETE' });
}
