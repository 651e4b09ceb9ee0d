/**
 * The price ledger's shared half. `price_changes` is a table of the extension's own
 * (`server/schema/ledger-tables/001-price-changes.ts`) with no Directus collection, so it is not in the
 * schema snapshot and `schema/collections.ts`, generated from the snapshot, cannot type it: kept here by hand.
 */

/** Why a price changed: an edit on the card page, a reprice run, a restore of an earlier price, a run undone, an import. */
export type PriceReason = 'edit' | 'reprice' | 'restore' | 'undo' | 'import';
