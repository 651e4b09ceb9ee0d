import {
	Autocomplete,
	Box,
	Button,
	Checkbox,
	Fieldset,
	Group,
	Select,
	SimpleGrid,
	Skeleton,
	Stack,
	Text,
	Textarea,
	TextInput,
	Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MoneyField, PercentField, QuantityField } from '../../components/fields/number-fields.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { formProblem, placeOnField } from '../../lib/forms.ts';
import { ShopLogo } from './shop-logo.tsx';
import { shopSettingsQuery, type ShopSettingsRow } from '../../lib/shop-settings.ts';
import { projectSettingsQuery, useSaveSettings, type ProjectSettings } from './settings-query.ts';
import { CATALOGUE_SOURCE_NAMES } from '@deckhand/contract/catalogue/catalogue-run.ts';
import { PRICE_SOURCE_IDS } from '@deckhand/contract/catalogue/market-quotes.ts';
import {
	ANY_MARKET_SOURCE,
	CONDITION_LADDER,
	CURRENCIES,
	LABELS,
	timeZoneOptions,
	type SettingsFormValues,
} from './settings-fields.ts';
import { fromSettings, settingsRules, toSettings } from './settings-values.ts';

/**
 * The shop's settings (administrators): loaded once, then the form keeps what the owner types.
 * The form starts from what the server has now, not from the settings this tab read earlier
 * (another administrator may have saved since).
 */
export function SettingsPage() {
	const shop = useQuery({ ...shopSettingsQuery(), refetchOnMount: 'always' });
	const project = useQuery(projectSettingsQuery());
	const error = shop.error ?? project.error;
	return (
		<Stack maw={960}>
			<Title order={1} size="h2">
				<Trans>Settings</Trans>
			</Title>
			{error ? (
				<QueryProblem
					error={error}
					onRetry={() => {
						if (shop.error) void shop.refetch();
						if (project.error) void project.refetch();
					}}
				/>
			) : null}
			{shop.isFetchedAfterMount && shop.data && project.data ? (
				<SettingsForm shop={shop.data} project={project.data} />
			) : error ? null : (
				<Skeleton height={480} />
			)}
		</Stack>
	);
}

function SettingsForm({ shop, project }: { shop: ShopSettingsRow; project: ProjectSettings }) {
	const { t, i18n } = useLingui();
	const form = useForm<SettingsFormValues>({
		initialValues: fromSettings(shop, project),
		validate: settingsRules(shop.currency),
	});
	const [saved, setSaved] = useState(false);
	const save = useSaveSettings({ onError: (error) => placeOnField(form, error) });
	const field = (name: keyof SettingsFormValues) => ({ label: i18n._(LABELS[name]), ...form.getInputProps(name) });
	const currency = CURRENCIES.includes(form.values.currency) ? form.values.currency : shop.currency;
	const submit = form.onSubmit((values) => {
		setSaved(false);
		save.mutate(toSettings(values, shop.currency), { onSuccess: () => setSaved(true) });
	});
	return (
		<form onSubmit={submit} noValidate>
			<Stack>
				<FormAlert problem={formProblem(form, save.error)} />
				<Fieldset legend={t`The shop`}>
					<Stack>
						<SimpleGrid cols={{ base: 1, sm: 2 }}>
							<TextInput
								{...field('project_name')}
								required
								description={t`Shown in the header, on the sign-in screen, on receipts and in e-mails.`}
							/>
							<TextInput
								{...field('project_color')}
								description={t`# and six hexadecimal digits, such as #1F6F5C.`}
								spellCheck={false}
								autoComplete="off"
								leftSection={
									<Box
										w={16}
										h={16}
										style={{
											borderRadius: 4,
											background: /^#[0-9a-fA-F]{6}$/.test(form.values.project_color)
												? form.values.project_color
												: 'transparent',
										}}
										aria-hidden
									/>
								}
							/>
						</SimpleGrid>
						<ShopLogo logo={project.project_logo} />
						<SimpleGrid cols={{ base: 1, sm: 2 }}>
							<Textarea {...field('address')} autosize minRows={2} />
							<Select
								{...field('time_zone')}
								data={timeZoneOptions(shop.time_zone)}
								searchable
								allowDeselect={false}
								limit={50}
								required
								nothingFoundMessage={t`No time zone of that name.`}
								description={t`Reports count each day from midnight here.`}
							/>
						</SimpleGrid>
						<SimpleGrid cols={{ base: 1, sm: 2 }}>
							<Textarea
								{...field('receipt_header')}
								autosize
								minRows={2}
								description={t`Printed under the address, e.g. opening hours.`}
							/>
							<Textarea
								{...field('receipt_footer')}
								autosize
								minRows={2}
								description={t`Printed at the end, e.g. your returns policy.`}
							/>
						</SimpleGrid>
					</Stack>
				</Fieldset>
				<Fieldset legend={t`Money and tax`}>
					<SimpleGrid cols={{ base: 1, sm: 3 }}>
						<Autocomplete
							{...field('currency')}
							data={CURRENCIES}
							limit={8}
							required
							spellCheck={false}
							autoComplete="off"
							description={t`ISO 4217 code, e.g. USD or EUR.`}
						/>
						<PercentField
							{...field('tax_rate_bp')}
							required
							description={t`0 to 30 %, up to 2 decimals.`}
						/>
						<PercentField
							{...field('credit_share_percent')}
							required
							description={t`How much of a sale store credit may pay; 100 % is all of it.`}
						/>
					</SimpleGrid>
				</Fieldset>
				<Fieldset legend={t`Buylist offers and condition prices`}>
					<Stack>
						<SimpleGrid cols={{ base: 1, sm: 2 }}>
							<PercentField
								{...field('buylist_cash_percent')}
								required
								description={t`Of the price, paid in cash.`}
							/>
							<PercentField
								{...field('buylist_credit_percent')}
								required
								description={t`Of the price, paid in store credit; at least the cash offer.`}
							/>
						</SimpleGrid>
						<Text size="sm" c="dimmed">
							<Trans>
								Each condition's price as a share of the NM price, from the best condition to the worst
								(NM ≥ LP ≥ MP ≥ HP ≥ DMG).
							</Trans>
						</Text>
						<SimpleGrid cols={{ base: 2, sm: 5 }}>
							{CONDITION_LADDER.map(({ field: name }) => (
								<PercentField key={name} {...field(name)} required />
							))}
						</SimpleGrid>
						<Select
							{...field('market_source')}
							data={[
								{
									value: ANY_MARKET_SOURCE,
									label: t`Any source: the newest price in the shop's currency`,
								},
								...PRICE_SOURCE_IDS.map((id) => ({ value: id, label: CATALOGUE_SOURCE_NAMES[id] })),
							]}
							allowDeselect={false}
							description={t`Offers and first prices of cards the shop has not priced start from this market price.`}
						/>
						<PercentField
							{...field('review_above_percent')}
							description={t`A move of that market price larger than this, on a card in stock, waits in the price review; empty: none waits.`}
						/>
					</Stack>
				</Fieldset>
				<Fieldset legend={t`Staff and stock`}>
					<SimpleGrid cols={{ base: 1, sm: 2 }}>
						<PercentField
							{...field('staff_discount_cap_percent')}
							required
							description={t`The largest discount a clerk may give.`}
						/>
						<MoneyField
							{...field('staff_buylist_limit')}
							currency={currency}
							required
							description={t`What staff may pay one customer for trade-ins in a day; above it an administrator approves.`}
						/>
						<MoneyField
							{...field('staff_daily_buy_limit')}
							currency={currency}
							description={t`What one clerk may pay out for trade-ins in a day, all customers together; empty for no such limit.`}
						/>
						<MoneyField
							{...field('staff_refund_limit')}
							currency={currency}
							description={t`The most a clerk may pay back in one refund; above it an administrator refunds. 0: only administrators refund money; empty: no limit.`}
						/>
						<QuantityField
							{...field('low_stock_threshold')}
							required
							description={t`Copies of sealed product at or below which Home lists it as low stock.`}
						/>
					</SimpleGrid>
					<Checkbox
						mt="md"
						label={i18n._(LABELS.staff_see_figures)}
						description={t`Sales, store credit owed and the stock's value, and the charts. Off: staff see only what needs doing; the server gives the figures to administrators only.`}
						{...form.getInputProps('staff_see_figures', { type: 'checkbox' })}
					/>
				</Fieldset>
				<Fieldset legend={t`Backups`}>
					<Stack>
						<Text size="sm">
							<Trans>
								The server backs the shop up on its own. On SQLite the time between backups is the most
								a failing disk can lose: a shop that sells much shortens it. A change applies from the
								next backup. Empty: the server’s own setting (every 60 minutes, keeping 24 hourly, 14
								daily and 12 monthly backups, unless its installation says otherwise).
							</Trans>
						</Text>
						<SimpleGrid cols={{ base: 1, sm: 2 }}>
							<QuantityField
								{...field('backup_interval_minutes')}
								description={t`From 5 minutes to 1440 (a day).`}
							/>
							<QuantityField {...field('backup_keep_hourly')} description={t`The newest of each hour.`} />
							<QuantityField {...field('backup_keep_daily')} description={t`The newest of each day.`} />
							<QuantityField
								{...field('backup_keep_monthly')}
								description={t`The newest of each month.`}
							/>
						</SimpleGrid>
					</Stack>
				</Fieldset>
				<Group justify="flex-end">
					{saved ? (
						<Text size="sm" role="status">
							<Trans>Settings saved.</Trans>
						</Text>
					) : null}
					<Button type="submit" loading={save.isPending}>
						<Trans>Save settings</Trans>
					</Button>
				</Group>
			</Stack>
		</form>
	);
}
