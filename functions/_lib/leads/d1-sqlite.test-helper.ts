/**
 * Unit tests only (nothing under functions/api imports this): the part of D1's API the lead
 * functions use, over Node's own SQLite, with migrations/ applied as wrangler applies them. D1 is
 * SQLite too, so the SQL runs as it will in the runtime.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import type { D1Database, D1PreparedStatement, D1Result, D1Value } from "./types";

const migrations = join(import.meta.dirname, "..", "..", "..", "migrations");

export type SqliteD1 = D1Database & {
  sqlite: DatabaseSync;
  /** Rows of a query, for a test's checks. */
  rows<Row = Record<string, unknown>>(sql: string, ...values: D1Value[]): Row[];
  /** Makes every later call fail, as a database that has gone away. */
  breakDown(): void;
};

export function sqliteD1(): SqliteD1 {
  const sqlite = new DatabaseSync(":memory:");
  for (const file of readdirSync(migrations).filter((name) => name.endsWith(".sql")).sort()) sqlite.exec(readFileSync(join(migrations, file), "utf8"));
  let broken = false;

  const execute = (sql: string, values: D1Value[]): D1Result => {
    if (broken) throw new Error("D1_ERROR: stand-in broken down");
    const statement = sqlite.prepare(sql);
    // Plain objects, as D1 gives them (node:sqlite's have no prototype).
    if (statement.columns().length > 0) {
      const results = statement.all(...(values as SQLInputValue[])).map((row) => ({ ...row }));
      return { results, success: true, meta: { changes: results.length } };
    }
    const info = statement.run(...(values as SQLInputValue[]));
    return { results: [], success: true, meta: { changes: Number(info.changes) } };
  };

  const statementOf = (sql: string, values: D1Value[] = []): D1PreparedStatement & { sql: string; values: D1Value[] } => ({
    sql,
    values,
    bind: (...bound: D1Value[]) => {
      if (bound.some((value) => value === undefined)) throw new Error("D1_TYPE_ERROR: undefined cannot be bound");
      return statementOf(sql, bound);
    },
    first: async <Row>() => (execute(sql, values).results[0] ?? null) as Row | null,
    all: async <Row>() => execute(sql, values) as D1Result<Row>,
    run: async () => execute(sql, values),
  });

  return {
    sqlite,
    prepare: (sql) => statementOf(sql),
    async batch(statements) {
      if (broken) throw new Error("D1_ERROR: stand-in broken down");
      sqlite.exec("BEGIN");
      try {
        const results = statements.map((statement) => {
          const { sql, values } = statement as ReturnType<typeof statementOf>;
          return execute(sql, values);
        });
        sqlite.exec("COMMIT");
        return results;
      } catch (error) {
        sqlite.exec("ROLLBACK");
        throw error;
      }
    },
    rows: (sql, ...values) => sqlite.prepare(sql).all(...(values as SQLInputValue[])).map((row) => ({ ...row })) as never,
    breakDown: () => {
      broken = true;
    },
  };
}
