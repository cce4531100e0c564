import { z } from 'zod';

/** Django REST framework style validation errors: field name to its messages. */
export const FieldErrorsSchema = z
  .record(z.string(), z.array(z.string()))
  .meta({ id: 'FieldErrors', description: 'Validation errors by field.' });
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;

/** Every other error. */
export const DetailErrorSchema = z
  .object({ detail: z.string() })
  .meta({ id: 'DetailError', description: 'An error with one message.' });
export type DetailError = z.infer<typeof DetailErrorSchema>;

export const ErrorResponseSchema = z.union([DetailErrorSchema, FieldErrorsSchema]);

/** A paged list (product.md §3.9): count and results, with next/previous page URLs. */
export function pagedListSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int().nonnegative(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

export const MessageResponseSchema = z.object({ message: z.string() });
