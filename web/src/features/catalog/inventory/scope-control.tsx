import { SegmentedControl } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { InventorySearch } from './inventory-search.ts';

type Scope = 'in_stock' | 'ever_stocked' | 'catalogue';

/** The scope a screen state shows: the whole catalogue (cards), or the shop's SKUs, all of them or those in stock. */
const scopeOf = (search: InventorySearch): Scope =>
	search.scope === 'catalogue' ? 'catalogue' : search.stock === 'in' ? 'in_stock' : 'ever_stocked';

/** What choosing a scope changes: "In stock" is the stock filter's own "in", "Ever stocked" every SKU. */
const CHANGES: Record<Scope, Partial<InventorySearch>> = {
	in_stock: { scope: undefined, stock: 'in' },
	ever_stocked: { scope: undefined, stock: undefined },
	catalogue: { scope: 'catalogue', stock: undefined },
};

/**
 * In stock, ever stocked, or the whole catalogue: the catalog's first question. The whole
 * catalogue lists every card the shop knows, stocked or not, from the catalogue's sources.
 */
export function ScopeControl({
	search,
	onChange,
}: {
	search: InventorySearch;
	onChange: (next: Partial<InventorySearch>) => void;
}) {
	const { t } = useLingui();
	return (
		<SegmentedControl
			aria-label={t`Show`}
			value={scopeOf(search)}
			onChange={(value) => onChange(CHANGES[value as Scope])}
			data={[
				{ value: 'in_stock', label: t`In stock` },
				{ value: 'ever_stocked', label: t`Ever stocked` },
				{ value: 'catalogue', label: t`Whole catalogue` },
			]}
			style={{ alignSelf: 'start' }}
		/>
	);
}
