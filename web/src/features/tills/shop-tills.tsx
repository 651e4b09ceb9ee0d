import { Badge, Button, Group, Menu, Stack, Table, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { RowActions } from '../../components/row-actions.tsx';
import type { TillChoice } from '../../lib/tills/till-queries.ts';
import { openTillsQuery } from './till-admin-query.ts';
import { TillActiveDialog } from './till-active-dialog.tsx';
import { TillNameDialog } from './till-name-dialog.tsx';
import type { TillDialog } from './tills-search.ts';

/** A badge clips its label to the room the table leaves it: a state is short, and shown whole. */
const WHOLE_LABEL = { root: { overflow: 'visible' }, label: { overflow: 'visible' } } as const;

/**
 * The shop's tills, for those who manage them: add one, rename it, retire it or bring it back.
 * Each dialog has its address (`?dialog=retire&till=3`), given by `dialog` and `tillId`.
 */
export function ShopTills({
	tills,
	dialog,
	tillId,
	onDialog,
}: {
	tills: readonly TillChoice[];
	dialog: TillDialog | undefined;
	tillId: number | undefined;
	onDialog: (dialog: TillDialog | undefined, till?: number) => void;
}) {
	const { t } = useLingui();
	const openTills = useQuery(openTillsQuery());
	const isOpen = (till: number) => (openTills.isPending ? null : (openTills.data?.has(till) ?? false));
	const chosen = tills.find((till) => till.id === tillId);
	const close = () => onDialog(undefined);
	return (
		<Stack gap="xs">
			<Group justify="space-between">
				<Title order={2} size="h3">
					<Trans>Manage tills</Trans>
				</Title>
				<Button variant="default" leftSection={<IconPlus size={16} />} onClick={() => onDialog('add')}>
					<Trans>Add till</Trans>
				</Button>
			</Group>
			{tills.length > 0 ? (
				<Table aria-label={t`The shop's tills`} aria-busy={openTills.isFetching} maw={640}>
					<Table.Thead>
						<Table.Tr>
							<Table.Th>{t`Name`}</Table.Th>
							<Table.Th>{t`State`}</Table.Th>
							<Table.Th>
								<Trans>Actions</Trans>
							</Table.Th>
						</Table.Tr>
					</Table.Thead>
					<Table.Tbody>
						{tills.map((till) => {
							const name = till.name;
							const open = isOpen(till.id);
							return (
								<Table.Tr key={till.id}>
									<Table.Td>{name}</Table.Td>
									<Table.Td>
										{/* Teal's light variant is the theme's one coloured badge with AA contrast; the other states are plain. */}
										<Badge
											variant={till.active && open ? 'light' : 'default'}
											tt="none"
											styles={WHOLE_LABEL}
										>
											{!till.active
												? t({ message: 'Retired', comment: 'till state' })
												: open
													? t({ message: 'Open', comment: 'till state' })
													: t({ message: 'Closed', comment: 'till state' })}
										</Badge>
									</Table.Td>
									<Table.Td>
										<RowActions label={t`Actions for ${name}`}>
											<Menu.Item onClick={() => onDialog('rename', till.id)}>
												<Trans>Rename</Trans>
											</Menu.Item>
											<Menu.Item
												onClick={() => onDialog(till.active ? 'retire' : 'restore', till.id)}
											>
												{till.active ? <Trans>Retire</Trans> : <Trans>Bring back</Trans>}
											</Menu.Item>
										</RowActions>
									</Table.Td>
								</Table.Tr>
							);
						})}
					</Table.Tbody>
				</Table>
			) : null}
			{dialog === 'add' ? <TillNameDialog till={null} tills={tills} onClose={close} /> : null}
			{dialog === 'rename' && chosen ? <TillNameDialog till={chosen} tills={tills} onClose={close} /> : null}
			{(dialog === 'retire' && chosen?.active) || (dialog === 'restore' && chosen && !chosen.active) ? (
				<TillActiveDialog
					till={chosen}
					retiring={dialog === 'retire'}
					open={isOpen(chosen.id)}
					onClose={close}
				/>
			) : null}
		</Stack>
	);
}
