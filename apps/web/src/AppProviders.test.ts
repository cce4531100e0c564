import { describe, expect, it } from 'vitest';
import { AccessDeniedError, ApiError } from './api';
import { shouldRetry } from './AppProviders';

describe('shouldRetry', () => {
  it('tries a failing request up to 3 times in all (product.md §7)', () => {
    const error = new ApiError('down', 503, {});
    expect([0, 1, 2].map((failures) => shouldRetry(failures, error))).toEqual([true, true, false]);
  });

  it('never retries a 401 or 403', () => {
    expect(shouldRetry(0, new ApiError('no', 401, {}))).toBe(false);
    expect(shouldRetry(0, new AccessDeniedError('no', 403, {}))).toBe(false);
  });
});
