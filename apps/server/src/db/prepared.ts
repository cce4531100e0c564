/**
 * Named prepared statements for the hottest reads, one set per database handle. PostgreSQL then
 * parses and plans such a query once per connection (planning the list of a person's memes cost
 * it more than running it), and Drizzle builds its SQL once instead of on every request.
 * A name stands for one query text: two queries under one name would fail on a connection that
 * prepared the other.
 */
import type { Db } from './types';

const statementsByDb = new WeakMap<Db, Map<string, unknown>>();

export function prepared<Statement>(db: Db, name: string, prepare: (db: Db, name: string) => Statement): Statement {
  let statements = statementsByDb.get(db);
  if (!statements) {
    statements = new Map();
    statementsByDb.set(db, statements);
  }
  let statement = statements.get(name) as Statement | undefined;
  if (statement === undefined) {
    statement = prepare(db, name);
    statements.set(name, statement);
  }
  return statement;
}
