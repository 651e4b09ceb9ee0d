import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatMoney } from '../../lib/money.ts';
import { parkedLabel, parkedSize, parkedTime } from './parked-sales.ts';
import type { ParkedSale } from './stored-sale.ts';

const items = (copies: number) => (copies === 1 ? '1 item' : `${copies} items`);

interface ParkedSalesPanelProps {
	parked: ParkedSale[];
	currency: string;
	/** Whether the till holds a sale now: resuming then parks it first, and the button says so. */
	busy: boolean;
	onResume: (id: string) => void;
	onDiscard: (id: string) => void;
}

/** The sales put aside on this till, oldest first, each to resume or discard (after a confirmation). */
export function ParkedSalesPanel({ parked, currency, busy, onResume, onDiscard }: ParkedSalesPanelProps) {
	const [discarding, setDiscarding] = useState<ParkedSale | null>(null);
	if (parked.length === 0) return null;
	return (
		<Paper withBorder p="sm" component="section" aria-labelledby="parked-sales-title">
			<Title order={2} size="h5" id="parked-sales-title" mb="xs">
				Parked sales ({parked.length})
			</Title>
			<Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
				{parked.map((entry) => {
					const label = parkedLabel(entry);
					const { copies, subtotal } = parkedSize(entry);
					const resume = busy ? 'Park current and resume' : 'Resume';
					return (
						<Group key={entry.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
							<div>
								<Text size="sm" fw={500}>
									{label}
								</Text>
								<Text size="xs" c="dimmed">
									{/* A walk-in's label already says when it was parked. */}
									{entry.sale.customer ? `${items(copies)} · ${formatMoney(subtotal, currency)} · parked at ${parkedTime(entry)}` : `${items(copies)} · ${formatMoney(subtotal, currency)}`}
								</Text>
							</div>
							<Group gap="xs" wrap="nowrap">
								<Button size="compact-sm" leftSection={<IconPlayerPlay size={14} />} aria-label={`${resume} ${label}`} onClick={() => onResume(entry.id)}>
									{resume}
								</Button>
								<Button size="compact-sm" variant="subtle" color="red" leftSection={<IconTrash size={14} />} aria-label={`Discard ${label}`} onClick={() => setDiscarding(entry)}>
									Discard
								</Button>
							</Group>
						</Group>
					);
				})}
			</Stack>
			{discarding ? (
				<Modal opened onClose={() => setDiscarding(null)} title="Discard the parked sale?">
					<Stack>
						<Text size="sm">
							{parkedLabel(discarding)} ({items(parkedSize(discarding).copies)}) leaves this till with its customer, discount and tenders. Nothing was sold, so no stock or money moves.
						</Text>
						<Group justify="flex-end">
							<Button variant="default" onClick={() => setDiscarding(null)} data-autofocus>
								Keep it
							</Button>
							<Button
								color="red"
								onClick={() => {
									onDiscard(discarding.id);
									setDiscarding(null);
								}}
							>
								Discard sale
							</Button>
						</Group>
					</Stack>
				</Modal>
			) : null}
		</Paper>
	);
}
