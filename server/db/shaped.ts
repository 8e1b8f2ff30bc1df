// Compiled statements kept per query shape (docs/performance.md "The API
// against bare node:http"). Building a Kysely query and compiling it costs the
// main thread more than the database's answer to a list page: the same text is
// built again on every call with only the values changed. A shape is compiled
// once, its text kept, and later calls of the shape bind their own values.
//
// Safe by construction, not by convention: the caller names the shape by
// everything that enters the text besides the bound values (`shape`), and
// hands in the values it knows: `fixed` (those of a part compiled this call,
// e.g. a filter's) and `slots` (a page's limit and offset, ids). The first
// compile of a shape binds a fresh marker object in each slot; only when the
// compiled parameters are exactly `fixed` then the markers, in that order, is
// the text kept. Anything else (a value the base query binds itself, a slot
// inlined or reordered) marks the shape as not kept, and it is built every call.
import { createQueryId, type CompiledQuery, type Kysely, type RootOperationNode } from 'kysely';
import type { DB } from './schema';

/** Shapes kept per owner at most (then it starts over): IN lists of every length are shapes of their own. */
const MAX_SHAPES = 1_000;

type Template = { sql: string; query: RootOperationNode } | null;
interface Compilable { compile(): CompiledQuery }

/**
 * What compiles a statement: the dialect (its adapter is made with its query
 * compiler, once per Kysely instance, and kept by every transaction of it)
 * and the plugins, which may rewrite a query; then the owner (a resource's
 * base query). A transaction thus finds the texts its database kept.
 */
interface Compilers { plugins: WeakMap<object, Compilers>; owners: WeakMap<object, Map<string, Template>> }
const byAdapter = new WeakMap<object, Compilers>();

function step(map: WeakMap<object, Compilers>, key: object): Compilers {
  let next = map.get(key);
  if (!next) map.set(key, (next = { plugins: new WeakMap(), owners: new WeakMap() }));
  return next;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database's handle
function templatesOf(db: Kysely<any>, owner: object): Map<string, Template> {
  const executor = db.getExecutor();
  let compilers = step(byAdapter, executor.adapter);
  for (const plugin of executor.plugins) compilers = step(compilers.plugins, plugin);
  const { owners } = compilers;
  let shapes = owners.get(owner);
  if (!shapes) owners.set(owner, (shapes = new Map()));
  return shapes;
}

const sameValues = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * The compiled statement of `build(slots)`: its kept text with `fixed` and
 * `slots` bound when the shape was seen before, else built and compiled.
 */
export function compiledByShape<S extends unknown[]>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database's handle
  db: Kysely<any>, owner: object, shape: string, fixed: readonly unknown[], slots: S, build: (...slots: S) => Compilable,
): CompiledQuery {
  const shapes = templatesOf(db, owner);
  const kept = shapes.get(shape);
  const parameters = [...fixed, ...slots];
  if (kept) return Object.freeze({ sql: kept.sql, query: kept.query, parameters, queryId: createQueryId() });
  if (kept === null) return build(...slots).compile();
  const markers = slots.map((_, i) => Object.freeze({ slot: i })) as S;
  const marked = build(...markers).compile();
  if (shapes.size >= MAX_SHAPES) shapes.clear();
  const keep = sameValues(marked.parameters, [...fixed, ...markers]);
  shapes.set(shape, keep ? { sql: marked.sql, query: marked.query } : null);
  return keep ? Object.freeze({ ...marked, parameters, queryId: createQueryId() }) : build(...slots).compile();
}

interface CompilableOf<R> { compile(): CompiledQuery<R> }

/**
 * A statement whose text is the same on every call, only its values changing
 * (a claim's lookup, an audit row): `build` receives the values and places each
 * once, as a plain bound value. Compiled once per database. A statement that
 * binds anything else (a constant: write it with sql.lit; a value twice) cannot
 * be kept: it still runs, built each call, and under the tests it throws, so
 * that such a statement is fixed rather than silently costing two builds.
 * Answers the rows.
 */
export function fixedStatement<A extends unknown[], R>(
  build: (db: Kysely<DB>, ...values: A) => CompilableOf<R>,
): (db: Kysely<DB>, ...values: A) => Promise<R[]> {
  const owner = {};
  return async (db, ...values) => {
    const compiled = compiledByShape(db, owner, '', [], values, (...slots: A) => build(db, ...slots)) as CompiledQuery<R>;
    if (process.env.VITEST && templatesOf(db, owner).get('') === null) {
      throw new Error(`fixedStatement: not kept, it binds more than its values once each: ${compiled.sql}`);
    }
    return (await db.executeQuery<R>(compiled)).rows;
  };
}
