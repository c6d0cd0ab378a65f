/* eslint-disable @typescript-eslint/no-explicit-any -- these aliases are the one place the untyped forms are named */
import type { Expression, Kysely, SelectQueryBuilder } from 'kysely';

/**
 * A database handle whose tables the code does not know by type: migrations (they run before and while
 * the typed schema comes to exist), engine probes and the engine-specific search index. Kysely's own
 * migrations use `Kysely<any>` for this; naming it once keeps `any` out of the rest of the code.
 */
export type UntypedDatabase = Kysely<any>;

/** A select over tables chosen at run time (the search's covering-index walks). */
export type UntypedSelect = SelectQueryBuilder<any, any, any>;

/** A column or expression of such a select. */
export type UntypedExpression = Expression<any>;
