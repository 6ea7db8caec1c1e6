import type { ColumnType } from 'kysely';

/** Flags are integers 0/1 so the same SQL runs on SQLite and PostgreSQL. */
export type Flag = number;
/** Money in cents; PostgreSQL returns bigint as a string, so readers convert with Number(). */
export type Cents = ColumnType<number | string, number, number>;
/** Counts and sums come back as strings from PostgreSQL too. */
export type DbNumber = number | string | bigint;
/** ISO-8601 UTC timestamps as text: portable, and they sort as time. */
export type Timestamp = string;
