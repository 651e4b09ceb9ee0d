import { personName } from '../../../lib/people.ts';

/** A revision of a SKU as `/revisions` returns it with the fields the price history asks for. */
export interface SkuRevision {
	id: number;
	item: string;
	delta: Record<string, unknown> | null;
	activity: { action: string; timestamp: string; user: { first_name: string | null; last_name: string | null; email: string } | null } | null;
}

/** One price a SKU was given: by whom, when, and the price it had just before (if known). */
export interface PriceChange {
	revision: number;
	sku: number;
	when: string | null;
	who: string;
	/** The price before; `undefined` when no earlier price revision is known (e.g. the demo shop's opening prices). */
	before: number | null | undefined;
	price: number | null;
	/** The SKU was created with this price. */
	created: boolean;
}

const priceIn = (revision: SkuRevision): number | null | undefined => {
	if (!revision.delta || !('price' in revision.delta)) return undefined;
	const price = revision.delta['price'];
	return price === null ? null : Number(price);
};

/**
 * The price changes among a SKU's revisions (newest first in, newest first out), at most
 * `limit`. A revision that does not touch the price (bin, barcode…) is left out; each change's
 * "before" is the price of the next older price revision of the same SKU. Revisions past the
 * limit still serve as "before" of the oldest rows shown.
 */
export function priceChanges(revisions: SkuRevision[], limit: number): PriceChange[] {
	const withPrice = revisions.filter((revision) => priceIn(revision) !== undefined);
	return withPrice.slice(0, limit).map((revision, index) => {
		const older = withPrice.slice(index + 1).find((other) => other.item === revision.item);
		return {
			revision: revision.id,
			sku: Number(revision.item),
			when: revision.activity?.timestamp ?? null,
			who: personName(revision.activity?.user ?? null),
			before: older ? priceIn(older) : undefined,
			price: priceIn(revision) ?? null,
			created: revision.activity?.action === 'create',
		};
	});
}
