/** The AI caption call (product.md §7.8): a caption for a library template from a prompt, 1 credit. */
import { AiTaglineResponseSchema, ENDPOINTS, type AiTaglineRequest, type AiTaglineResponse } from '@memeforge/contract';
import { api } from '../../../api';

export function requestAiTagline(request: AiTaglineRequest): Promise<AiTaglineResponse> {
  return api(ENDPOINTS.aiTagline, { method: 'POST', json: request, schema: AiTaglineResponseSchema });
}
