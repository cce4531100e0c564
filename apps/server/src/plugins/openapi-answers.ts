/**
 * The answers that are not JSON, by operationId, as OpenAPI responses: pages (the receipt, the
 * built-in provider's test checkout), files (a meme, a shared still, the account export) and
 * redirects. A route's zod response schemas can only say "JSON"; these replace the matching
 * statuses in the API document (openapi-operations.ts), and say nothing to the serializers.
 */

const html = (description: string) => ({ description, content: { 'text/html': { schema: { type: 'string' } } } });
const file = (description: string, mediaTypes: string[]) => ({
  description,
  content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
});
const redirect = (description: string) => ({
  description,
  type: 'null',
  headers: { location: { type: 'string', format: 'uri', description: 'Where the browser goes next' } },
});

export const NON_JSON_ANSWERS: Record<string, Record<string, unknown>> = {
  getReceipt: { 200: html('The receipt of a paid transaction, as a page') },
  showLocalCheckout: {
    200: html('The TEST PAYMENT card page of an open session (or, once paid, its all-done page)'),
    410: html('The session expired or can no longer be paid: the all-done page with a way back'),
  },
  payLocalCheckout: {
    200: html('The session was paid already: the all-done page'),
    303: redirect('Paid: on to the checkout-success page, which confirms the session'),
    402: html('The test bank refused the card: the page again with its message'),
    410: html('The session expired or can no longer be paid: the all-done page with a way back'),
  },
  startGoogleLogin: { 302: redirect("To Google's authorisation page") },
  downloadMeme: {
    200: file('The file, with a Content-Disposition attachment name', ['image/*', 'video/*']),
  },
  getSharedMemeImage: { 200: file('The still', ['image/*']) },
  callMcp: {
    200: {
      description: 'The answer as server-sent events: progress notifications, then the JSON-RPC response',
      content: { 'text/event-stream': { schema: { type: 'string' } } },
    },
    202: { description: 'A notification or a response from the client, taken; nothing to answer', type: 'null' },
  },
  exportAccount: {
    200: file('The account’s data and memes, as an attachment named memeforge-export-YYYY-MM-DD.zip', [
      'application/zip',
    ]),
  },
};
