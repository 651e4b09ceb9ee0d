import { Alert, Badge, Group, Loader, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { IconBarcode } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type Dispatch, type KeyboardEvent, type RefObject } from 'react';
import type { InventoryRow } from '@deckhand/contract/inventory/inventory-list.ts';
import { formatNumber } from '../../lib/i18n/formats.ts';
import { formatMoney } from '../../lib/money.ts';
import { useFocusAfterPaint } from '../../lib/use-focus-after-paint.ts';
import { describeRow, type CartAction } from './cart.ts';
import { skuMatchesQuery } from './checkout-query.ts';
import { isBarcode } from '@deckhand/contract/domain/barcode.ts';
import { scanBoxCommand } from './till-keys.ts';
import { NotInStock } from './not-in-stock.tsx';
import type { ScanQueue } from './use-scan-queue.ts';

interface ScanBoxProps {
	/** The box itself, so the till can give it the focus back (after a customer is chosen, a sale parked). */
	input: RefObject<HTMLInputElement | null>;
	dispatch: Dispatch<CartAction>;
	/** Where a scanned code goes: looked up in turn, never waiting in the box. */
	scans: ScanQueue;
	hasLines: boolean;
	currency: string;
	onTender: () => void;
	notice: string | null;
}

/**
 * One box for everything the clerk adds: a scanner's barcode and Enter adds at once; a
 * "SET NUMBER" or words of a name list the in-stock matches to pick with the arrows and Enter.
 * On an empty box the keys act on the cart (see `till-keys.ts`).
 */
export function ScanBox({ input, dispatch, scans, hasLines, currency, onTender, notice }: ScanBoxProps) {
	const { t } = useLingui();
	const [text, setText] = useState('');
	const [query, setQuery] = useState('');
	const [active, setActive] = useState(0);
	const trimmed = text.trim();

	useFocusAfterPaint(input);

	// Typing asks for matches once the clerk pauses; a barcode waits for the scanner's Enter.
	useEffect(() => {
		if (trimmed === '' || isBarcode(trimmed)) return;
		const timer = setTimeout(() => setQuery(trimmed), 200);
		return () => clearTimeout(timer);
	}, [trimmed]);

	const matches = useQuery({ ...skuMatchesQuery(query), enabled: query.length >= 2 && query === trimmed });
	const shown: InventoryRow[] | null =
		trimmed !== '' && !isBarcode(trimmed) && query === trimmed && matches.data ? matches.data : null;

	const reset = () => {
		setText('');
		setQuery('');
		setActive(0);
	};
	const add = (row: InventoryRow) => {
		dispatch({ type: 'add', row });
		reset();
		input.current?.focus();
	};

	function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
		const command = scanBoxCommand(event.key, { text, matches: shown !== null && shown.length > 0, hasLines });
		if (command === null) return;
		event.preventDefault();
		switch (command) {
			case 'scan':
				if (!isBarcode(trimmed)) return setQuery(trimmed);
				// Out of the box at once: the scanner's next code is already on its way.
				scans.enqueue(trimmed);
				return reset();
			case 'pickMatch': {
				const row = shown?.[Math.min(active, shown.length - 1)];
				if (row) add(row);
				return;
			}
			case 'nextMatch':
				return setActive((i) => Math.min(i + 1, (shown?.length ?? 1) - 1));
			case 'previousMatch':
				return setActive((i) => Math.max(i - 1, 0));
			case 'nextLine':
				return dispatch({ type: 'moveSelection', by: 1 });
			case 'previousLine':
				return dispatch({ type: 'moveSelection', by: -1 });
			case 'more':
				return dispatch({ type: 'step', by: 1 });
			case 'less':
				return dispatch({ type: 'step', by: -1 });
			case 'removeLine':
				return dispatch({ type: 'remove' });
			case 'dismiss':
				scans.dismiss();
				return reset();
			case 'toTender':
				return onTender();
		}
	}

	const nothingFound = shown?.length === 0;
	return (
		<Stack gap={4} pos="relative">
			<TextInput
				ref={input}
				size="lg"
				label={t`Scan or search`}
				placeholder={t({
					message: 'Scan a barcode, or type SET NUMBER or a card name',
					comment: 'SET NUMBER: a set code and a collector number, e.g. OBF 125',
				})}
				leftSection={<IconBarcode size={20} />}
				rightSection={matches.isFetching ? <Loader size="xs" /> : null}
				value={text}
				onChange={(event) => {
					setText(event.currentTarget.value);
					setActive(0);
					if (notice) dispatch({ type: 'notice', message: null });
				}}
				onKeyDown={onKeyDown}
				role="combobox"
				aria-expanded={Boolean(shown?.length)}
				// Only while the list is there: an id naming nothing is an invalid attribute.
				aria-controls={shown?.length ? 'till-matches' : undefined}
				aria-activedescendant={shown?.length ? `till-match-${active}` : undefined}
				autoComplete="off"
				error={notice}
			/>
			{scans.pending > 0 ? (
				<Text size="sm" role="status" aria-live="polite">
					<Plural value={scans.pending} one="Looking up # scan…" other="Looking up # scans…" />
				</Text>
			) : null}
			{scans.refused.length > 0 ? (
				<Alert
					color="red"
					role="alert"
					withCloseButton
					closeButtonLabel={t`Dismiss`}
					onClose={scans.dismiss}
					p="xs"
				>
					<Stack gap={2}>
						{scans.refused.map((refusal, index) => (
							<Text key={index} size="sm">
								{refusal}
							</Text>
						))}
					</Stack>
				</Alert>
			) : null}
			{shown ? (
				<Paper withBorder shadow="md" p={4} pos="absolute" top="100%" left={0} right={0} style={{ zIndex: 20 }}>
					{nothingFound ? (
						<NotInStock typed={trimmed} currency={currency} />
					) : (
						<Stack gap={2} role="listbox" id="till-matches" aria-label={t`Matches`}>
							{shown.map((row, index) => {
								const { name, details } = describeRow(row);
								const onHand = formatNumber(row.quantity);
								return (
									<UnstyledButton
										key={row.id}
										id={`till-match-${index}`}
										role="option"
										aria-selected={index === active}
										tabIndex={-1}
										onMouseDown={(event) => event.preventDefault()}
										onClick={() => add(row)}
										p="xs"
										style={{
											borderRadius: 6,
											background:
												index === active ? 'var(--mantine-color-teal-light)' : undefined,
										}}
									>
										<Group justify="space-between" wrap="nowrap">
											<div>
												<Text size="sm" fw={500}>
													{name}
												</Text>
												{/* Not dimmed: grey on the highlighted row's tint falls below 4.5:1. */}
												<Text size="xs">{details}</Text>
											</div>
											<Group gap="xs" wrap="nowrap">
												<Text size="xs">
													<Trans>{onHand} on hand</Trans>
												</Text>
												{row.price === null ? (
													<Badge color="gray">
														<Trans>No price</Trans>
													</Badge>
												) : (
													<Text size="sm">{formatMoney(row.price, currency)}</Text>
												)}
											</Group>
										</Group>
									</UnstyledButton>
								);
							})}
						</Stack>
					)}
				</Paper>
			) : null}
		</Stack>
	);
}
