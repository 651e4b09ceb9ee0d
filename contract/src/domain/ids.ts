/**
 * The largest row id: PostgreSQL's `integer`, the type of every id column. A larger one names no
 * row, and PostgreSQL refuses to compare a column with it (an error, not an empty answer).
 */
export const ID_MAX = 2_147_483_647;
