import { Button, Combobox, Group, Modal, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormAlert } from '../../components/form-alert.tsx';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import { formProblem, placeOnField } from '../../lib/forms.ts';
import { formatMoney } from '../../lib/money.ts';
import { createCustomer, creditBalanceQuery, customerMatchesQuery, type CustomerChoice } from './checkout-query.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function QuickCreate({ onCreated, onClose }: { onCreated: (customer: CustomerChoice) => void; onClose: () => void }) {
	const { t } = useLingui();
	const form = useForm({
		initialValues: { name: '', email: '', phone: '' },
		validate: {
			name: (value) =>
				value.trim().length < 1 || value.trim().length > 200
					? t`Enter the customer’s name (1 to 200 characters).`
					: null,
			email: (value) =>
				value.trim() !== '' && !EMAIL.test(value.trim())
					? t`Enter an email like name@example.com, or leave it empty.`
					: null,
		},
	});
	const mutation = useCommandMutation('customer-save', {
		mutationFn: createCustomer,
		changed: (created) => ({ customer: created.id }),
		onSuccess: (created) => onCreated(created),
		onError: (error) => placeOnField(form, error),
	});
	return (
		<Modal opened onClose={onClose} title={t`New customer`}>
			<form
				onSubmit={(event) => {
					// The modal is a portal inside the till: its submit must not reach the sale's form.
					event.stopPropagation();
					form.onSubmit((values) => mutation.mutate(values))(event);
				}}
				noValidate
			>
				<Stack>
					<FormAlert problem={formProblem(form, mutation.error)} />
					<TextInput label={t`Name`} required data-autofocus {...form.getInputProps('name')} />
					<TextInput
						label={t`Email`}
						type="email"
						description={t`Optional; one customer per email.`}
						{...form.getInputProps('email')}
					/>
					<TextInput label={t`Phone`} description={t`Optional.`} {...form.getInputProps('phone')} />
					<Group justify="flex-end">
						<Button variant="default" onClick={onClose}>
							<Trans>Cancel</Trans>
						</Button>
						<Button type="submit" loading={mutation.isPending}>
							<Trans>Add customer</Trans>
						</Button>
					</Group>
				</Stack>
			</form>
		</Modal>
	);
}

/** The store credit a customer has, read from the ledger each time one is chosen. */
export function useCreditBalance(customer: CustomerChoice | null): number | null {
	const { data } = useQuery({ ...creditBalanceQuery(customer?.id ?? 0), enabled: customer !== null });
	return customer === null ? null : (data ?? null);
}

interface CustomerPanelProps {
	customer: CustomerChoice | null;
	onChange: (customer: CustomerChoice | null) => void;
	balance: number | null;
	currency: string;
	error: string | null;
}

/** Walk-in by default; a customer is found by name, email or phone (↑ ↓ and Enter, or a click), or added in a few fields. */
export function CustomerPanel({ customer, onChange, balance, currency, error }: CustomerPanelProps) {
	const { t } = useLingui();
	const [text, setText] = useState('');
	const [query, setQuery] = useState('');
	const [creating, setCreating] = useState(false);
	const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
	useEffect(() => {
		const timer = setTimeout(() => setQuery(text.trim()), 250);
		return () => clearTimeout(timer);
	}, [text]);
	const matches = useQuery({ ...customerMatchesQuery(query), enabled: customer === null && query.length >= 2 });
	const shown = matches.data && query === text.trim() ? matches.data : null;
	const shownIds = shown?.map((match) => match.id).join(',');
	// The first match is highlighted as the matches arrive, so Enter takes it and ↓ moves on (as in the scan box).
	useEffect(() => {
		if (shownIds) combobox.selectFirstOption();
	}, [shownIds, combobox]);

	function choose(chosen: CustomerChoice) {
		setText('');
		setQuery('');
		combobox.closeDropdown();
		onChange(chosen);
	}

	if (customer) {
		const credit = balance === null ? '…' : formatMoney(balance, currency);
		return (
			<Stack gap={2} aria-label={t`Customer`} role="group">
				<Group justify="space-between">
					<Text fw={500}>{customer.name}</Text>
					<Button size="compact-xs" variant="subtle" onClick={() => onChange(null)}>
						<Trans>Walk-in instead</Trans>
					</Button>
				</Group>
				<Text size="xs" c="dimmed">
					{[customer.email, customer.phone].filter(Boolean).join(' · ') || t`No email or phone`}
				</Text>
				<Text size="sm" aria-label={t`Store credit balance`}>
					<Trans>Store credit: {credit}</Trans>
				</Text>
				{error ? (
					<Text size="xs" c="red" role="alert">
						{error}
					</Text>
				) : null}
			</Stack>
		);
	}

	return (
		<Stack gap={4}>
			<Group align="flex-end" gap="xs" wrap="nowrap">
				<Combobox
					store={combobox}
					onOptionSubmit={(value) => {
						const match = shown?.find((candidate) => String(candidate.id) === value);
						if (match) choose(match);
					}}
				>
					<Combobox.Target>
						<TextInput
							style={{ flex: 1 }}
							label={t`Customer`}
							placeholder={t`Walk-in · find by name, email or phone`}
							value={text}
							onChange={(event) => {
								setText(event.currentTarget.value);
								combobox.openDropdown();
							}}
							onFocus={() => combobox.openDropdown()}
							onBlur={() => combobox.closeDropdown()}
							error={error}
							autoComplete="off"
						/>
					</Combobox.Target>
					<Combobox.Dropdown hidden={shown === null}>
						{/* A list holds options only: "no match" is said beside it, and announced. */}
						{shown?.length === 0 ? (
							<Combobox.Empty role="status">
								<Trans>No customer matches “{query}”.</Trans>
							</Combobox.Empty>
						) : (
							<Combobox.Options aria-label={t`Customers found`}>
								{shown?.map((match) => (
									<Combobox.Option key={match.id} value={String(match.id)}>
										<Text size="sm">{match.name}</Text>
										{/* Not dimmed: grey on the highlighted option's grey falls below 4.5:1. */}
										<Text size="xs">{[match.email, match.phone].filter(Boolean).join(' · ')}</Text>
									</Combobox.Option>
								))}
							</Combobox.Options>
						)}
					</Combobox.Dropdown>
				</Combobox>
				<Button variant="default" leftSection={<IconUserPlus size={16} />} onClick={() => setCreating(true)}>
					<Trans context="customer">New</Trans>
				</Button>
			</Group>
			{creating ? (
				<QuickCreate
					onClose={() => setCreating(false)}
					onCreated={(created) => {
						setCreating(false);
						onChange(created);
					}}
				/>
			) : null}
		</Stack>
	);
}
