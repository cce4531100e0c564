/** Postgres error codes, read the same way from node-postgres and PGlite (also through a cause). */
export function postgresErrorCode(error: unknown): string | undefined {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** unique_violation: two writers raced for the same unique value. */
export function isUniqueViolation(error: unknown): boolean {
  return postgresErrorCode(error) === '23505';
}

/** character_not_in_repertoire / untranslatable_character: text Postgres cannot store (a NUL byte). */
export function isUnstorableText(error: unknown): boolean {
  const code = postgresErrorCode(error);
  return code === '22021' || code === '22P05';
}
