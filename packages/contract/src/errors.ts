/**
 * How an error body becomes one message (product.md §7.1): error responses are JSON objects;
 * the first non-empty field value is the message, otherwise 'Request Failed'.
 */
import { MESSAGES } from './messages';

function firstText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    for (const item of value) {
      const text = firstText(item);
      if (text) return text;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const item of Object.values(value)) {
      const text = firstText(item);
      if (text) return text;
    }
  }
  return undefined;
}

export function firstErrorMessage(body: unknown): string {
  return firstText(body) ?? MESSAGES.requestFailed;
}

/** Signup shows every field's messages joined with line breaks (product.md §8.3). */
export function joinFieldMessages(body: unknown): string | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const lines: string[] = [];
  for (const value of Object.values(body)) {
    const list = Array.isArray(value) ? value : [value];
    for (const item of list) if (typeof item === 'string' && item.trim()) lines.push(item);
  }
  return lines.length ? lines.join('\n') : undefined;
}
