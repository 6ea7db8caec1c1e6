import { type CustomTypesConfig, types } from 'pg';

/** `bigint` (counts, sums of integers, cent amounts) and `numeric` (sums of bigints). */
const INT8_OID = 20;
const NUMERIC_OID = 1700;

/**
 * node-postgres gives 64-bit integers and numerics as strings, SQLite gives numbers. Cent amounts and
 * counts stay far below 2^53, so both dialects hand the code the same JavaScript numbers.
 */
export const POSTGRES_TYPES: CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    return types.getTypeParser(oid, format);
  }) as CustomTypesConfig['getTypeParser'],
};
