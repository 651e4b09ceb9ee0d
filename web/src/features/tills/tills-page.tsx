import { Alert, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { QueryProblem } from '../../components/query-problem.tsx';
import { accessQuery } from '../../lib/directus/session.ts';
import { useCapabilities } from '../../lib/permissions/use-capabilities.ts';
import { useShopCurrency } from '../../lib/shop-currency.ts';
import { useBrowserTill } from '../../lib/tills/browser-till.ts';
import { tillsQuery } from '../../lib/tills/till-queries.ts';
import { SessionHistory } from './session-history.tsx';
import { ShopTills } from './shop-tills.tsx';
import { TillPanel } from './till-panel.tsx';
import type { TillDialog } from './tills-search.ts';

const route = getRouteApi('/signed-in/tills');

/**
 * The tills: which register this browser is, its drawer (open, paid in and out, close with the
 * count), and its history. A clerk sees the history of this browser's till; an administrator may
 * see every till's, and adds, renames, retires and brings back the shop's tills.
 */
export function TillsPage() {
	const { t } = useLingui();
	const search = route.useSearch();
	const navigate = route.useNavigate();
	const currency = useShopCurrency();
	const admin = useQuery({ ...accessQuery(), select: (access) => access.admin }).data ?? false;
	const manage = useCapabilities()?.manageTills ?? false;
	const showDialog = (dialog: TillDialog | undefined, id?: number) =>
		void navigate({ search: (current) => ({ ...current, dialog, till: id }), replace: true });
	const tills = useQuery(tillsQuery());
	const [till, setTill] = useBrowserTill();
	const choices = (tills.data ?? []).filter((choice) => choice.active || choice.id === till);
	const scope = admin && search.scope === 'all' ? 'all' : till;
	const page = search.page ?? 1;
	return (
		<Stack>
			<Title order={1} size="h2">
				<Trans>Tills</Trans>
			</Title>
			{tills.isError ? <QueryProblem error={tills.error} onRetry={() => void tills.refetch()} /> : null}
			<Select
				label={t`This browser's till`}
				description={t`Cash taken or paid at this browser goes into this till's drawer. Each browser at the counter keeps its own choice.`}
				placeholder={t`Choose the till`}
				data={choices.map((choice) => ({ value: String(choice.id), label: choice.name }))}
				value={till === null ? null : String(till)}
				onChange={(value) => {
					setTill(value === null ? null : Number(value));
					void navigate({ search: (current) => ({ ...current, page: undefined }) });
				}}
				allowDeselect={false}
				maw={360}
			/>
			{tills.data && tills.data.length === 0 ? (
				<Alert color="orange">
					{manage ? (
						<Trans>The shop has no tills yet. Add the first one under “Manage tills”.</Trans>
					) : (
						<Trans>The shop has no tills yet. Ask an administrator to add one.</Trans>
					)}
				</Alert>
			) : null}
			{till === null ? (
				<Text c="dimmed">
					<Trans>Choose this browser's till to open it, count it and see its history.</Trans>
				</Text>
			) : (
				<TillPanel key={till} till={till} currency={currency} />
			)}
			{admin ? (
				<SegmentedControl
					aria-label={t`History of`}
					style={{ alignSelf: 'flex-start' }}
					data={[
						{ value: 'browser', label: t`This till` },
						{ value: 'all', label: t`Every till` },
					]}
					value={scope === 'all' ? 'all' : 'browser'}
					onChange={(value) =>
						void navigate({ search: { scope: value === 'all' ? 'all' : undefined, page: undefined } })
					}
				/>
			) : null}
			{scope === null ? null : (
				<SessionHistory
					till={scope}
					page={page}
					onPage={(next) => void navigate({ search: (current) => ({ ...current, page: next }) })}
					currency={currency}
				/>
			)}
			{manage && tills.data ? (
				<ShopTills tills={tills.data} dialog={search.dialog} tillId={search.till} onDialog={showDialog} />
			) : null}
		</Stack>
	);
}
