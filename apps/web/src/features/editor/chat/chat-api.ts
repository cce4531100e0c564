/** Edit With AI's calls (decision 029): a chat turn, and a meme's chat history. */
import {
  ChatHistorySchema,
  ChatTurnResponseSchema,
  ENDPOINTS,
  type ChatHistory,
  type ChatTurnRequest,
  type ChatTurnResponse,
} from '@memeforge/contract';
import { api } from '../../../api';

export function sendChatTurn(request: ChatTurnRequest): Promise<ChatTurnResponse> {
  return api(ENDPOINTS.chat, { method: 'POST', json: request, schema: ChatTurnResponseSchema });
}

export function fetchChatHistory(memeId: string): Promise<ChatHistory> {
  return api(ENDPOINTS.chat, { query: { meme_id: memeId }, schema: ChatHistorySchema });
}

export const chatKeys = {
  history: (memeId: string) => ['meme-chat', memeId] as const,
};
