import { Badge, Group, Menu, Select, Stack, Table, Text } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { BUYLIST_LIMITS } from '@deckhand/contract/buylists/buylist-states.ts';
import { CONDITIONS } from '@deckhand/contract/domain/limits.ts';
import type { Condition } from '@deckhand/contract/schema/choices.ts';
import { QuantityField } from '../../components/fields/number-fields.tsx';
import { RowActions } from '../../components/row-actions.tsx';
import { readWhole } from '../../lib/fields/typed-number.ts';
import { formatNumber } from '../../lib/i18n/formats.ts';
import { formatMoney } from '../../lib/money.ts';
import { FINISH_WORDS, skuWords } from '../../lib/sku-words.ts';
import type { BuylistLineView } from '@deckhand/contract/buylists/buylist-view.ts';
import { hasOffer, type LineEdits } from './buylist-actions.ts';
import type { LineChange } from './buylists-query.ts';
import { OfferCells, OfferHeads } from './offer-cells.tsx';
import { lineWhy } from './offer-words.ts';
import { MarketQuoteText } from '../../components/market-quote-text.tsx';
import { CardPageLink } from '../../components/card-page-link.tsx';
import { OffersWithheldNote } from './offers-withheld-note.tsx';

const QUANTITY = { label: msg`Quantity`, min: 1, max: BUYLIST_LIMITS.quantityMax, required: true };

export interface LinesTableProps {
	lines: BuylistLineView[];
	currency: string;
	/** Lines regraded, recounted and removed (a draft or offered buylist), only lowered or removed (awaiting approval), or neither. */
	editable: LineEdits;
	/** An administrator may override a line's offer. */
	canOverride: boolean;
	/** What the server said of a line, by line id (a refused change, the buy limit at completion). */
	lineErrors: Record<number, string>;
	onChange: (line: BuylistLineView, change: LineChange) => void;
	onRemove: (line: BuylistLineView) => void;
	onOverride: (line: BuylistLineView) => void;
	/** Once completed: what each line paid, per copy and per line, in the payout chosen. */
	paid: boolean;
	/** The server withheld the lines' offers from this reader: no offer columns, and the note saying why. */
	offersWithheld: boolean;
}

/**
 * A line's quantity, typed in place: sent on Enter or on leaving the field, kept as typed when
 * refused. When the server's count changes (the card scanned again), the field follows it unless
 * the user has typed in it. A held buylist's line only goes down (`trimming`).
 */
function LineQuantity({
	line,
	error,
	trimming,
	onChange,
}: {
	line: BuylistLineView;
	error: string | undefined;
	trimming: boolean;
	onChange: (quantity: number) => void;
}) {
	const { t } = useLingui();
	const [text, setText] = useState(String(line.quantity));
	const [shown, setShown] = useState(line.quantity);
	const [problem, setProblem] = useState<string | null>(null);
	if (shown !== line.quantity) {
		setShown(line.quantity);
		if (text === String(shown)) setText(String(line.quantity));
	}
	const name = line.card.name;
	const commit = () => {
		const reading = readWhole(text, trimming ? { ...QUANTITY, max: line.quantity } : QUANTITY);
		if (!reading.ok) return setProblem(reading.error);
		setProblem(null);
		if (reading.value !== null && reading.value !== line.quantity) onChange(reading.value);
	};
	return (
		<QuantityField
			aria-label={t`Quantity of ${name}`}
			size="xs"
			w={80}
			value={text}
			error={problem ?? error}
			onChange={(event) => setText(event.currentTarget.value)}
			onBlur={commit}
			onKeyDown={(event) => {
				if (event.key !== 'Enter') return;
				event.preventDefault();
				commit();
			}}
		/>
	);
}

/**
 * The lines of a buylist as the server offers them: the card, its condition (regraded in
 * place while the buylist is open), the copies brought and bought with why fewer, and the offer
 * per copy and per line in cash and in credit. A line of its own for every rule that shaped it.
 */
export function IntakeLinesTable({
	lines,
	currency,
	editable,
	canOverride,
	lineErrors,
	onChange,
	onRemove,
	onOverride,
	paid,
	offersWithheld,
}: LinesTableProps) {
	const { t, i18n } = useLingui();
	const noteId = useId();
	const offers = !offersWithheld;
	const money = (minor: number | null) => (minor === null ? '—' : formatMoney(minor, currency));
	if (lines.length === 0)
		return (
			<Text c="dimmed" size="sm">
				<Trans>No cards yet. Scan or search the first card above.</Trans>
			</Text>
		);
	return (
		<Stack gap="xs">
			{offersWithheld ? <OffersWithheldNote id={noteId} /> : null}
			<Table.ScrollContainer minWidth={offers ? 860 : 560}>
				<Table
					aria-label={t`Buylist lines`}
					aria-describedby={offersWithheld ? noteId : undefined}
					verticalSpacing={4}
				>
					<Table.Thead>
						<Table.Tr>
							<Table.Th>
								<Trans>Card</Trans>
							</Table.Th>
							<Table.Th>
								<Trans>Condition · finish · language</Trans>
							</Table.Th>
							<Table.Th ta="right">
								<Trans>Brought</Trans>
							</Table.Th>
							<Table.Th ta="right">
								<Trans>Bought</Trans>
							</Table.Th>
							{offers ? <OfferHeads /> : null}
							{paid && offers ? (
								<Table.Th ta="right">
									<Trans>Paid</Trans>
								</Table.Th>
							) : null}
							{editable ? (
								<Table.Th>
									<Trans>Actions</Trans>
								</Table.Th>
							) : null}
						</Table.Tr>
					</Table.Thead>
					<Table.Tbody>
						{lines.map((line) => {
							const name = line.card.name;
							const why = lineWhy(line, canOverride);
							const error = lineErrors[line.id];
							const hot = line.hot_percent === null ? null : formatNumber(line.hot_percent);
							const each = money(line.offer_unit);
							return (
								<Table.Tr key={line.id}>
									<Table.Td>
										<Stack gap={0}>
											<CardPageLink card={line.card.id} size="sm">
												{name}
											</CardPageLink>
											<Text size="xs" c="dimmed">
												{[line.card.set_code, line.card.collector_number]
													.filter(Boolean)
													.join(' ')}{' '}
												· {line.card.set_name}
											</Text>
											<Group gap={4}>
												{hot !== null ? (
													<Badge size="sm" color="orange" variant="light">
														<Trans>Hot list +{hot} %</Trans>
													</Badge>
												) : null}
												{line.overridden ? (
													<Badge size="sm" color="violet" variant="light">
														<Trans>Offer set by hand</Trans>
													</Badge>
												) : null}
											</Group>
											{line.market ? (
												<MarketQuoteText quote={line.market} currency={currency} />
											) : null}
										</Stack>
									</Table.Td>
									<Table.Td>
										{editable === 'open' ? (
											<Group gap={4} wrap="nowrap">
												<Select
													aria-label={t`Condition of ${name}`}
													size="xs"
													w={80}
													allowDeselect={false}
													value={line.condition}
													data={[...CONDITIONS]}
													onChange={(value) =>
														value &&
														value !== line.condition &&
														onChange(line, { condition: value as Condition })
													}
												/>
												<Text size="sm">{`${i18n._(FINISH_WORDS[line.finish])} · ${line.language}`}</Text>
											</Group>
										) : (
											skuWords(line)
										)}
									</Table.Td>
									<Table.Td ta="right">
										{editable ? (
											<LineQuantity
												line={line}
												error={error}
												trimming={editable === 'trim'}
												onChange={(quantity) => onChange(line, { quantity })}
											/>
										) : (
											formatNumber(line.quantity)
										)}
									</Table.Td>
									<Table.Td ta="right">
										<Text size="sm" fw={line.buy_quantity < line.quantity ? 700 : undefined}>
											{formatNumber(line.buy_quantity)}
										</Text>
										{why ? (
											<Text size="xs" c="orange" maw={180} style={{ marginInlineStart: 'auto' }}>
												{why}
											</Text>
										) : null}
										{why && canOverride && !hasOffer(line) ? (
											<CardPageLink card={line.card.id} size="xs">
												<Trans>Set a price for {name} on the card page</Trans>
											</CardPageLink>
										) : null}
										{!editable && error ? (
											<Text size="xs" c="red" role="alert">
												{error}
											</Text>
										) : null}
									</Table.Td>
									{offers ? <OfferCells line={line} money={money} /> : null}
									{paid && offers ? (
										<Table.Td ta="right">
											<Text size="sm" fw={600}>
												{money(line.line_total)}
											</Text>
											<Text size="xs" c="dimmed">
												<Trans>{each} each</Trans>
											</Text>
										</Table.Td>
									) : null}
									{editable ? (
										<Table.Td>
											<RowActions label={t`Actions for ${name}`}>
												{canOverride && editable === 'open' ? (
													<Menu.Item onClick={() => onOverride(line)}>
														<Trans>Override offer</Trans>
													</Menu.Item>
												) : null}
												<Menu.Item onClick={() => onRemove(line)}>
													<Trans>Remove line</Trans>
												</Menu.Item>
											</RowActions>
										</Table.Td>
									) : null}
								</Table.Tr>
							);
						})}
					</Table.Tbody>
				</Table>
			</Table.ScrollContainer>
		</Stack>
	);
}
