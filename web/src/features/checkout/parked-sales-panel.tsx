import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatMoney } from '../../lib/money.ts';
import type { ParkedSaleEntry } from '@deckhand/contract/parked-sales/parked-sale.ts';
import { parkedLabel, parkedTime } from './parked-sales.ts';

interface ParkedSalesPanelProps {
	parked: ParkedSaleEntry[];
	currency: string;
	/** Whether the till holds a sale now: resuming then parks it first, and the button says so. */
	busy: boolean;
	/** A park, resume or discard is on its way: the buttons wait for it. */
	pending: boolean;
	onResume: (id: number) => void;
	onDiscard: (id: number) => void;
}

/** The shop's parked sales, from every till, oldest first, each to resume or discard (after a confirmation). */
export function ParkedSalesPanel({ parked, currency, busy, pending, onResume, onDiscard }: ParkedSalesPanelProps) {
	const { t } = useLingui();
	const [discarding, setDiscarding] = useState<ParkedSaleEntry | null>(null);
	if (parked.length === 0) return null;
	const count = parked.length;
	return (
		<Paper withBorder p="sm" component="section" aria-labelledby="parked-sales-title">
			<Title order={2} size="h5" id="parked-sales-title" mb="xs">
				<Trans>Parked sales ({count})</Trans>
			</Title>
			<Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
				{parked.map((entry) => {
					const label = parkedLabel(entry);
					const { copies, subtotal } = entry;
					const money = formatMoney(subtotal, currency);
					const time = parkedTime(entry);
					const by = entry.parked_by.name;
					const where = entry.till?.name ?? t`no till`;
					return (
						<Group key={entry.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
							<div>
								<Text size="sm" fw={500}>
									{label}
								</Text>
								<Text size="xs" c="dimmed">
									{/* A walk-in's label already says when it was parked. */}
									{entry.customer
										? t`${plural(copies, { one: `# item · ${money} · parked at ${time}`, other: `# items · ${money} · parked at ${time}` })}`
										: t`${plural(copies, { one: `# item · ${money}`, other: `# items · ${money}` })}`}
								</Text>
								<Text size="xs" c="dimmed">
									{t`By ${by} · ${where}`}
								</Text>
							</div>
							<Group gap="xs" wrap="nowrap">
								<Button
									size="compact-sm"
									leftSection={<IconPlayerPlay size={14} />}
									aria-label={busy ? t`Park current and resume ${label}` : t`Resume ${label}`}
									disabled={pending}
									onClick={() => onResume(entry.id)}
								>
									{busy ? t`Park current and resume` : t`Resume`}
								</Button>
								<Button
									size="compact-sm"
									variant="subtle"
									color="red"
									leftSection={<IconTrash size={14} />}
									aria-label={t`Discard ${label}`}
									disabled={pending}
									onClick={() => setDiscarding(entry)}
								>
									<Trans>Discard</Trans>
								</Button>
							</Group>
						</Group>
					);
				})}
			</Stack>
			{discarding ? (
				<Modal opened onClose={() => setDiscarding(null)} title={t`Discard the parked sale?`}>
					<Stack>
						<Text size="sm">
							<DiscardWarning entry={discarding} />
						</Text>
						<Group justify="flex-end">
							<Button variant="default" onClick={() => setDiscarding(null)} data-autofocus>
								<Trans>Keep it</Trans>
							</Button>
							<Button
								color="red"
								onClick={() => {
									onDiscard(discarding.id);
									setDiscarding(null);
								}}
							>
								<Trans>Discard sale</Trans>
							</Button>
						</Group>
					</Stack>
				</Modal>
			) : null}
		</Paper>
	);
}

/** What discarding a parked sale does, said before it is done. */
function DiscardWarning({ entry }: { entry: ParkedSaleEntry }) {
	const { t } = useLingui();
	const label = parkedLabel(entry);
	const { copies } = entry;
	return t`${plural(copies, {
		one: `${label} (# item) leaves every till with its customer, discount and tenders. Nothing was sold, so no stock or money moves.`,
		other: `${label} (# items) leaves every till with its customer, discount and tenders. Nothing was sold, so no stock or money moves.`,
	})}`;
}
