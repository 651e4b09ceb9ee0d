import { Button, Group, Loader, Paper, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconBarcode, IconPlus, IconX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { BUYLIST_LIMITS } from '@deckhand/contract/buylists/buylist-states.ts';
import { CARD_LANGUAGES, type CardLanguage } from '@deckhand/contract/domain/card-languages.ts';
import { CONDITIONS } from '@deckhand/contract/domain/limits.ts';
import type { Condition, Finish } from '@deckhand/contract/schema/choices.ts';
import { QuantityField } from '../../components/fields/number-fields.tsx';
import { describeError } from '../../lib/directus/errors.ts';
import { readWhole } from '../../lib/fields/typed-number.ts';
import { FINISH_WORDS } from '../../lib/sku-words.ts';
import { useFocusAfterPaint } from '../../lib/use-focus-after-paint.ts';
import type { NewLine } from './buylists-query.ts';
import { isBarcode } from '@deckhand/contract/domain/barcode.ts';
import { skuOfBarcode } from './card-search.ts';
import { cardLabel, cardMatchesQuery, type CardChoice } from '../../lib/catalogue-cards.ts';
import { CardMatches } from './card-matches.tsx';
import { MarketQuoteText } from '../../components/market-quote-text.tsx';
import { useShopCurrency } from '../../lib/shop-currency.ts';
import type { IntakeErrors } from './intake-errors.ts';

const QUANTITY = { label: msg`Quantity`, min: 1, max: BUYLIST_LIMITS.quantityMax, required: true };
const FINISHES: Finish[] = ['normal', 'foil', 'reverse_holo', 'etched'];

/**
 * Fast intake: one box for a scanner's barcode (the SKU is added at once, with the quantity) or a
 * card's name or "SET NUMBER" (↑ ↓ and Enter choose it), the condition as buttons, finish,
 * language and quantity, and Enter adds the line. Condition, finish and language stay for the
 * next card (a stack is often graded alike); the card and the quantity start afresh.
 */
export function IntakeForm({ onAdd }: { onAdd: (line: NewLine) => Promise<IntakeErrors | null> }) {
	const { t, i18n } = useLingui();
	const queryClient = useQueryClient();
	const box = useRef<HTMLInputElement>(null);
	const [text, setText] = useState('');
	const [query, setQuery] = useState('');
	const [active, setActive] = useState(0);
	const [card, setCard] = useState<CardChoice | null>(null);
	const [condition, setCondition] = useState<Condition>('NM');
	const [finish, setFinish] = useState<Finish>('normal');
	const [language, setLanguage] = useState<CardLanguage>('EN');
	const [quantity, setQuantity] = useState('1');
	const [errors, setErrors] = useState<IntakeErrors>({});
	const [adding, setAdding] = useState(false);
	const trimmed = text.trim();
	const currency = useShopCurrency();
	useFocusAfterPaint(box);

	// Typing asks for matches once the clerk pauses; a barcode waits for the scanner's Enter.
	useEffect(() => {
		if (trimmed === '' || isBarcode(trimmed)) return;
		const timer = setTimeout(() => setQuery(trimmed), 200);
		return () => clearTimeout(timer);
	}, [trimmed]);
	const matches = useQuery({ ...cardMatchesQuery(query), enabled: query.length >= 2 && query === trimmed });
	const shown = trimmed !== '' && !isBarcode(trimmed) && query === trimmed && matches.data ? matches.data : null;

	const choose = (chosen: CardChoice) => {
		setCard(chosen);
		setText('');
		setQuery('');
		setActive(0);
		setErrors({});
		box.current?.focus();
	};

	/** Enter before the matches came: asks for them now and takes the first, unless the box changed meanwhile. */
	async function pickFirstOf(typed: string) {
		try {
			const found = await queryClient.fetchQuery(cardMatchesQuery(typed));
			if (box.current?.value.trim() !== typed) return;
			if (found[0]) choose(found[0]);
			else setErrors({ card: t`No card matches “${typed}”.` });
		} catch (error) {
			setErrors({ card: describeError(error).message });
		}
	}

	async function send(line: NewLine) {
		setAdding(true);
		try {
			const refused = await onAdd(line);
			if (refused) return setErrors(refused);
			setCard(null);
			setText('');
			setQuantity('1');
			setErrors({});
		} finally {
			setAdding(false);
			box.current?.focus();
		}
	}

	function quantityValue(): number | null {
		const reading = readWhole(quantity, QUANTITY);
		if (reading.ok) return reading.value;
		setErrors({ quantity: reading.error });
		return null;
	}

	async function scan(code: string) {
		const count = quantityValue();
		if (count === null) return;
		try {
			const sku = await skuOfBarcode(code);
			if (sku) await send({ sku: sku.id, quantity: count });
			else setErrors({ card: t`No SKU has the barcode ${code}. Search the card by name or set and number.` });
		} catch (error) {
			setErrors({ card: describeError(error).message });
		}
	}

	function submit() {
		if (isBarcode(trimmed)) return void scan(trimmed);
		if (shown && shown.length > 0) return choose(shown[Math.min(active, shown.length - 1)]!);
		if (trimmed !== '' && !shown) return void pickFirstOf(trimmed);
		if (!card) return setErrors({ card: t`Scan a barcode, or find the card by name or set and number first.` });
		const count = quantityValue();
		if (count === null) return;
		void send({ card: card.id, condition, finish, language, quantity: count });
	}

	function onBoxKey(event: KeyboardEvent<HTMLInputElement>) {
		if (event.key === 'ArrowDown' && shown) {
			event.preventDefault();
			setActive((index) => Math.min(index + 1, shown.length - 1));
		} else if (event.key === 'ArrowUp' && shown) {
			event.preventDefault();
			setActive((index) => Math.max(index - 1, 0));
		} else if (event.key === 'Escape') {
			setText('');
			setQuery('');
		}
	}

	const chosenName = card?.name;
	const chosenDetails = card ? cardLabel(card) : '';
	const chosenMarket = card?.market.find((quote) => quote.finish === finish);
	return (
		<Paper withBorder p="sm">
			<form
				aria-label={t`Take in cards`}
				noValidate
				onSubmit={(event) => {
					event.preventDefault();
					submit();
				}}
			>
				<Stack gap="sm">
					<Stack gap={4} pos="relative">
						<TextInput
							ref={box}
							size="md"
							label={t`Scan or search a card`}
							placeholder={t({
								message: 'Scan a barcode, or type a card name or SET NUMBER',
								comment: 'SET NUMBER: a set code and a collector number, e.g. OBF 125',
							})}
							leftSection={<IconBarcode size={20} />}
							rightSection={matches.isFetching ? <Loader size="xs" /> : null}
							value={text}
							onChange={(event) => {
								setText(event.currentTarget.value);
								setActive(0);
								setErrors((previous) => ({ ...previous, card: undefined }));
							}}
							onKeyDown={onBoxKey}
							role="combobox"
							aria-expanded={shown !== null}
							aria-controls="intake-matches"
							aria-activedescendant={shown?.length ? `intake-match-${active}` : undefined}
							autoComplete="off"
							error={errors.card}
						/>
						{shown ? (
							<CardMatches
								matches={shown}
								typed={trimmed}
								active={active}
								currency={currency}
								onChoose={choose}
							/>
						) : null}
					</Stack>
					{card ? (
						<Group gap="xs" aria-live="polite">
							<Text size="sm">
								<Trans>
									Card: <b>{chosenName}</b> · {chosenDetails}
								</Trans>
							</Text>
							{chosenMarket ? <MarketQuoteText quote={chosenMarket} currency={currency} /> : null}
							{/* Said, so no one reaches for the mouse: the box keeps the focus and Enter sends the form. */}
							<Text size="sm">
								<Trans>Enter adds the line.</Trans>
							</Text>
							<Button
								size="compact-xs"
								variant="subtle"
								color="gray"
								leftSection={<IconX size={12} />}
								onClick={() => setCard(null)}
							>
								<Trans>Clear card</Trans>
							</Button>
						</Group>
					) : null}
					<Group align="end" gap="sm" wrap="wrap">
						<Stack gap={2}>
							<Text size="sm" fw={500} id="intake-condition">
								<Trans>Condition</Trans>
							</Text>
							<SegmentedControl
								aria-labelledby="intake-condition"
								value={condition}
								onChange={(value) => setCondition(value as Condition)}
								data={CONDITIONS.map((value) => ({ value, label: value }))}
							/>
						</Stack>
						<Select
							label={t`Finish`}
							w={150}
							allowDeselect={false}
							value={finish}
							data={FINISHES.map((value) => ({ value, label: i18n._(FINISH_WORDS[value]) }))}
							onChange={(value) => setFinish((value ?? 'normal') as Finish)}
						/>
						<Select
							label={t`Language`}
							w={100}
							allowDeselect={false}
							value={language}
							error={errors.language}
							data={[...CARD_LANGUAGES]}
							onChange={(value) => setLanguage((value ?? 'EN') as CardLanguage)}
						/>
						<QuantityField
							label={t`Quantity`}
							w={90}
							value={quantity}
							error={errors.quantity}
							onChange={(event) => setQuantity(event.currentTarget.value)}
						/>
						<Button type="submit" leftSection={<IconPlus size={16} />} loading={adding}>
							<Trans>Add line</Trans>
						</Button>
					</Group>
				</Stack>
			</form>
		</Paper>
	);
}
