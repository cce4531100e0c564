/**
 * How a service refuses: errors of our own, with no HTTP in them. Each kind says what went wrong
 * for the person (bad input, no credits, not allowed on this plan...), and the error plugin maps
 * kinds to status codes in one table (plugins/errors.ts). The body is already in the API's shapes:
 * {detail} with an optional machine-readable code, or {field: [messages]}.
 */
import { MESSAGES, type FieldErrors } from '@memeforge/contract';

/** Django REST framework's key for errors that belong to no single field. */
export const NON_FIELD_ERRORS = 'non_field_errors';
export type RefusalBody = { detail: string; code?: string } | FieldErrors;

export type DomainErrorKind =
  | 'invalid-input'
  | 'not-authenticated'
  | 'insufficient-credits'
  | 'plan-not-allowed'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'not-ready'
  | 'taken'
  | 'rate-limited'
  | 'storage-full'
  | 'unavailable';

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  readonly body: RefusalBody;

  constructor(body: string | RefusalBody) {
    const shaped = typeof body === 'string' ? { detail: body } : body;
    super('detail' in shaped && typeof shaped.detail === 'string' ? shaped.detail : JSON.stringify(shaped));
    this.name = new.target.name;
    this.body = shaped;
  }
}

/** The request cannot be done as asked: a bad field, a malformed value, a rule it breaks. */
export class InvalidInput extends DomainError {
  readonly kind = 'invalid-input';

  static fields(errors: FieldErrors): InvalidInput {
    return new InvalidInput(errors);
  }

  /** A refusal the client acts on: the message plus a machine-readable code. */
  static coded(detail: string, code: string): InvalidInput {
    return new InvalidInput({ detail, code });
  }
}

/** No valid session (or the account behind it is gone). */
export class NotAuthenticated extends DomainError {
  readonly kind = 'not-authenticated';
}

/** The balance does not cover what was asked for; nothing was spent. */
export class InsufficientCredits extends DomainError {
  readonly kind = 'insufficient-credits';

  constructor(detail: string | { detail: string; code: string } = MESSAGES.insufficientCredits) {
    super(detail);
  }
}

/** The account's plan does not include this (the product's upgrade prompt follows). */
export class PlanNotAllowed extends DomainError {
  readonly kind = 'plan-not-allowed';
}

/** Allowed to no one in this role, whatever the plan (superuser-only tools). */
export class Forbidden extends DomainError {
  readonly kind = 'forbidden';
}

/** Not there, or not this person's: the two look the same from outside. */
export class NotFound extends DomainError {
  readonly kind = 'not-found';
}

/** Well formed, but at odds with what was done before (an idempotency key reused for another body). */
export class Conflict extends DomainError {
  readonly kind = 'conflict';
}

/** What was asked for exists but is not ready yet, or will never be (a meme still rendering, or failed). */
export class NotReady extends DomainError {
  readonly kind = 'not-ready';
}

/** An id the request chose for something new already names someone else's (a reused generation_id). */
export class Taken extends DomainError {
  readonly kind = 'taken';
}

/** Too many attempts in the window, or too many at once; try again after `retryAfterSeconds`. */
export class RateLimited extends DomainError {
  readonly kind = 'rate-limited';

  constructor(
    readonly retryAfterSeconds: number,
    detail: string = MESSAGES.tooManyRequests,
  ) {
    super(detail);
  }
}

/** What the person keeps already fills their plan's storage; nothing more is stored until they free some. */
export class StorageFull extends DomainError {
  readonly kind = 'storage-full';
}

/** Something the request needs is out of service for now (mail, the sign-in provider, templates). */
export class Unavailable extends DomainError {
  readonly kind = 'unavailable';
}
