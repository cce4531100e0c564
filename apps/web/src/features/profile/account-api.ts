import {
  accountExportFileName,
  AccountInfoSchema,
  ENDPOINTS,
  firstErrorMessage,
  type AccountDeleteRequest,
} from '@memeforge/contract';
import { api } from '../../api';
import { refreshSession } from '../session/refresh';
import { saveBlob } from '../../ui/save-blob';

/** What deleting the signed-in account asks for: its password, or its e-mail when it has none (Google). */
export function fetchAccountInfo() {
  return api(ENDPOINTS.account, { schema: AccountInfoSchema });
}

/** Deletes the signed-in account; the server clears the session cookies. Refusals are ApiErrors (400 field errors, 429). */
export function deleteAccount(body: AccountDeleteRequest) {
  return api(ENDPOINTS.account, { method: 'DELETE', json: body });
}

/** The export failed; `message` is the server's words when it gave any (a 429 says when to try again). */
export class ExportError extends Error {
  override name = 'ExportError';
}

function fileNameOf(response: Response): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? accountExportFileName(new Date());
}

/**
 * Fetches the export zip (the server streams it) and saves it under the server's dated name. An
 * expired access token is renewed once, as the API client does; a refusal throws ExportError.
 */
export async function downloadAccountExport(): Promise<void> {
  const get = () => fetch(ENDPOINTS.accountExport, { credentials: 'same-origin' });
  let response = await get();
  if (response.status === 401 && (await refreshSession())) response = await get();
  if (!response.ok) {
    const type = response.headers.get('content-type') ?? '';
    const body: unknown = type.includes('json') ? await response.json().catch(() => ({})) : {};
    throw new ExportError(firstErrorMessage(body));
  }
  saveBlob(await response.blob(), fileNameOf(response));
}
