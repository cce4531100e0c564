import type { PGlite } from '@electric-sql/pglite';
import { RAW_SQL_PARSERS, turnsOf } from './pglite-client';
import type { ExecuteSql } from './types';

/**
 * Raw SQL on PGlite with node-postgres semantics: parameterless text may hold several statements
 * (pg-boss sends BEGIN; ...; COMMIT in one call) and answers the last statement's rows; timestamps
 * come back as `Date`s (see pglite-client.ts). It takes its turn with the app's other queries.
 */
export function pgliteExecutor(pglite: PGlite): ExecuteSql {
  const turn = turnsOf(pglite);
  return (text, values) =>
    turn(async () => {
      if (values && values.length > 0) {
        const result = await pglite.query<Record<string, unknown>>(text, values, { parsers: RAW_SQL_PARSERS });
        return { rows: result.rows };
      }
      const results = await pglite.exec(text, { parsers: RAW_SQL_PARSERS });
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    });
}
