import { Button, Stack, Tooltip } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { QueryProblem } from '../../../components/query-problem.tsx';
import { UnsavedEditsGuard } from '../../../components/fields/unsaved-edits-guard.tsx';
import { ListHeader } from '../../../components/list-header.tsx';
import { SavedViewsMenu } from '../../../components/saved-views/saved-views-menu.tsx';
import { ListFooter } from '../../../components/list-screen/list-footer.tsx';
import { nextListSearch } from '../../../lib/list-search.ts';
import { reasonWhyNot } from '../../../lib/permissions/capabilities.ts';
import { useCapabilities } from '../../../lib/permissions/use-capabilities.ts';
import { useShopCurrency } from '../../../lib/shop-currency.ts';
import { InventoryFilters } from './inventory-filters.tsx';
import { catalogueCardsQuery, inventoryQuery } from './inventory-query.ts';
import { CatalogueCardsTable } from './catalogue-cards-table.tsx';
import { ScopeControl } from './scope-control.tsx';
import { PAGE_SIZE } from './inventory-params.ts';
import { DEFAULT_COLUMNS, type InventorySearch } from './inventory-search.ts';
import { InventoryTable } from './inventory-table.tsx';
import { RepriceDialog } from './reprice-dialog.tsx';
import { CatalogLinks } from './catalog-links.tsx';
import { ExportMenu } from './export-menu.tsx';
import { inventoryViewMapping } from './saved-view-state.ts';

/** Catalog and inventory: every SKU with its card, set and game, or the whole catalogue's cards; search, filters, sort and page live in the address. */
export function InventoryPage() {
	const { t } = useLingui();
	const search = useSearch({ from: '/signed-in/catalog' });
	const navigate = useNavigate({ from: '/catalog' });
	const catalogue = search.scope === 'catalogue';
	const inventory = useQuery({ ...inventoryQuery(search), enabled: !catalogue });
	const cards = useQuery({ ...catalogueCardsQuery(search), enabled: catalogue });
	const currency = useShopCurrency();
	// A new search or filter starts again at page 1; the column choice keeps the page.
	const change = useCallback(
		(next: Partial<InventorySearch>) =>
			navigate({ search: (previous) => nextListSearch(previous, next, ['columns']), replace: true }),
		[navigate],
	);
	const shown = catalogue ? cards : inventory;
	const total = shown.data?.total ?? 0;
	const canReprice = useCapabilities()?.changePrices ?? false;
	const [repricing, setRepricing] = useState(false);
	return (
		<Stack>
			<ListHeader
				title={t`Catalog`}
				total={shown.data?.total}
				count={(count) =>
					catalogue
						? plural(count, { one: '# card', other: '# cards' })
						: plural(count, { one: '# SKU', other: '# SKUs' })
				}
			>
				<SavedViewsMenu
					list="inventory"
					search={search}
					mapping={inventoryViewMapping}
					onOpen={(next) => navigate({ search: next })}
					keeps={t`The search, filters, sort and columns the list shows now.`}
					placeholder={t`NM singles by price`}
				/>
				<Tooltip label={reasonWhyNot('changePrices')} disabled={canReprice}>
					<Button
						variant="light"
						onClick={() => setRepricing(true)}
						disabled={!canReprice || catalogue || total === 0}
					>
						<Trans>Reprice…</Trans>
					</Button>
				</Tooltip>
				{canReprice ? (
					<Button component={Link} to="/prices/runs" variant="subtle">
						<Trans>Reprice runs</Trans>
					</Button>
				) : null}
				{catalogue ? null : <ExportMenu search={search} />}
				<CatalogLinks />
			</ListHeader>
			<ScopeControl search={search} onChange={change} />
			<InventoryFilters search={search} onChange={change} cardsOnly={catalogue} />
			{shown.error ? <QueryProblem error={shown.error} onRetry={() => shown.refetch()} /> : null}
			{catalogue && cards.data ? (
				<>
					<CatalogueCardsTable rows={cards.data.items} currency={currency} busy={cards.isFetching} />
					<ListFooter
						total={total}
						pageSize={PAGE_SIZE}
						page={search.page}
						onPage={(page) => change({ page })}
						empty={<Trans>No card of the catalogue matches. Check the spelling, or clear a filter.</Trans>}
					/>
				</>
			) : null}
			{!catalogue && inventory.data ? (
				<>
					<InventoryTable
						rows={inventory.data.items}
						columns={search.columns ?? DEFAULT_COLUMNS}
						sort={search.sort ?? 'name'}
						currency={currency}
						busy={inventory.isFetching}
						pricing={canReprice && (search.unpriced === true || search.bought_in_waiting === true)}
						onSort={(sort) => change({ sort })}
					/>
					<ListFooter
						total={total}
						pageSize={PAGE_SIZE}
						page={search.page}
						onPage={(page) => change({ page })}
						empty={<Trans>Nothing matches. Check the spelling, or clear a filter.</Trans>}
					/>
				</>
			) : null}
			<UnsavedEditsGuard />
			{repricing ? (
				<RepriceDialog search={search} currency={currency} onClose={() => setRepricing(false)} />
			) : null}
		</Stack>
	);
}
