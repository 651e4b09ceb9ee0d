import {
	ActionIcon,
	Anchor,
	Button,
	Card,
	Grid,
	Group,
	NavLink,
	Skeleton,
	Stack,
	Table,
	Text,
	Title,
	Tooltip,
} from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog.tsx';
import { QueryProblem } from '../../../components/query-problem.tsx';
import { reasonWhyNot } from '../../../lib/permissions/capabilities.ts';
import { formatDay } from '../../../lib/i18n/formats.ts';
import { useCapabilities } from '../../../lib/permissions/use-capabilities.ts';
import { GameDialog, SetDialog } from './game-set-forms.tsx';
import { deleteGame, deleteSet, gamesAndSetsQuery, type GameRow } from './games-sets-query.ts';
import type { GamesSetsSearch } from './games-sets-search.ts';

/** Edit and delete a game or a set, named in whole phrases ("Edit set OBF", "Delete game Pokémon"). */
function RowActions({
	editLabel,
	deleteLabel,
	onEdit,
	onDelete,
}: {
	editLabel: string;
	deleteLabel: string;
	onEdit: () => void;
	onDelete: () => void;
}) {
	const canDelete = useCapabilities()?.deleteCatalog ?? false;
	return (
		<Group gap={4} wrap="nowrap">
			<ActionIcon variant="subtle" onClick={onEdit} aria-label={editLabel}>
				<IconEdit size={16} />
			</ActionIcon>
			<Tooltip label={canDelete ? deleteLabel : reasonWhyNot('deleteCatalog')}>
				<ActionIcon
					variant="subtle"
					color="red"
					disabled={!canDelete}
					onClick={onDelete}
					aria-label={deleteLabel}
				>
					<IconTrash size={16} />
				</ActionIcon>
			</Tooltip>
		</Group>
	);
}

function SetsTable({
	game,
	onDialog,
}: {
	game: GameRow;
	onDialog: (dialog: GamesSetsSearch['dialog'], set?: number) => void;
}) {
	const { t } = useLingui();
	const gameName = game.name;
	return (
		<Table aria-label={t`Sets of ${gameName}`} verticalSpacing={4}>
			<Table.Thead>
				<Table.Tr>
					<Table.Th>
						<Trans>Code</Trans>
					</Table.Th>
					<Table.Th>
						<Trans>Name</Trans>
					</Table.Th>
					<Table.Th>
						<Trans>Released</Trans>
					</Table.Th>
					<Table.Th />
				</Table.Tr>
			</Table.Thead>
			<Table.Tbody>
				{game.sets.map((set) => {
					const { code } = set;
					return (
						<Table.Tr key={set.id}>
							<Table.Td fw={600}>
								<Link
									to="/catalog"
									search={{ game: game.id, set: set.id }}
									style={{ color: 'var(--mantine-color-anchor)', textDecoration: 'none' }}
								>
									{set.code}
								</Link>
							</Table.Td>
							<Table.Td>{set.name}</Table.Td>
							<Table.Td>{set.release_date ? formatDay(set.release_date) : null}</Table.Td>
							<Table.Td>
								<RowActions
									editLabel={t`Edit set ${code}`}
									deleteLabel={t`Delete set ${code}`}
									onEdit={() => onDialog('edit-set', set.id)}
									onDelete={() => onDialog('delete-set', set.id)}
								/>
							</Table.Td>
						</Table.Tr>
					);
				})}
			</Table.Tbody>
		</Table>
	);
}

/** The catalog's skeleton: games and their sets, created and corrected here; cards are added from the catalog. */
export function GamesSetsPage() {
	const { t } = useLingui();
	const search = useSearch({ from: '/signed-in/catalog/games' });
	const navigate = useNavigate({ from: '/catalog/games' });
	const games = useQuery(gamesAndSetsQuery());
	const game = games.data?.find((row) => row.id === search.game) ?? games.data?.[0];
	const set = game?.sets.find((row) => row.id === search.set) ?? null;
	const gameName = game?.name;
	const setCode = set?.code;
	const open = (dialog: GamesSetsSearch['dialog'], setId?: number) =>
		navigate({ search: { game: game?.id, dialog, set: setId }, replace: true });
	const close = () => open(undefined);
	const afterDelete = (next: GamesSetsSearch) => navigate({ search: next, replace: true });
	if (games.error) return <QueryProblem error={games.error} onRetry={() => games.refetch()} />;
	return (
		<Stack>
			<Anchor component={Link} to="/catalog" size="sm">
				<Trans>← Catalog</Trans>
			</Anchor>
			<Group justify="space-between">
				<Title order={1} size="h2">
					<Trans>Games and sets</Trans>
				</Title>
				<Button leftSection={<IconPlus size={16} />} onClick={() => open('new-game')}>
					<Trans>New game</Trans>
				</Button>
			</Group>
			{!games.data ? <Skeleton height={240} /> : null}
			{games.data && game ? (
				<Grid>
					<Grid.Col span={{ base: 12, md: 3 }}>
						<Card withBorder padding="xs" component="nav" aria-label={t`Games`}>
							{games.data.map((row) => {
								const sets = row.sets.length;
								return (
									<NavLink
										key={row.id}
										label={row.name}
										description={`${row.code} · ${plural(sets, { one: '# set', other: '# sets' })}`}
										active={row.id === game.id}
										onClick={() => navigate({ search: { game: row.id }, replace: true })}
									/>
								);
							})}
						</Card>
					</Grid.Col>
					<Grid.Col span={{ base: 12, md: 9 }}>
						<Card withBorder>
							<Group justify="space-between" mb="sm">
								<Title order={2} size="h4">
									{game.name}{' '}
									<Text span c="dimmed">
										({game.code})
									</Text>
								</Title>
								<Group gap="xs">
									<RowActions
										editLabel={t`Edit game ${gameName}`}
										deleteLabel={t`Delete game ${gameName}`}
										onEdit={() => open('edit-game')}
										onDelete={() => open('delete-game')}
									/>
									<Button
										size="xs"
										variant="light"
										leftSection={<IconPlus size={14} />}
										onClick={() => open('new-set')}
									>
										<Trans>New set</Trans>
									</Button>
								</Group>
							</Group>
							{game.sets.length > 0 ? (
								<SetsTable game={game} onDialog={open} />
							) : (
								<Text c="dimmed">
									<Trans>No sets yet.</Trans>
								</Text>
							)}
						</Card>
					</Grid.Col>
				</Grid>
			) : null}
			{games.data?.length === 0 ? (
				<Text c="dimmed">
					<Trans>No games yet: create the first one.</Trans>
				</Text>
			) : null}
			{search.dialog === 'new-game' ? <GameDialog game={null} onClose={close} /> : null}
			{search.dialog === 'edit-game' && game ? <GameDialog game={game} onClose={close} /> : null}
			{search.dialog === 'new-set' && game ? <SetDialog game={game.id} set={null} onClose={close} /> : null}
			{search.dialog === 'edit-set' && game && set ? (
				<SetDialog game={game.id} set={set} onClose={close} />
			) : null}
			{search.dialog === 'delete-game' && game ? (
				<ConfirmDeleteDialog
					title={t`Delete ${gameName}?`}
					command="game-delete"
					remove={() => deleteGame(game.id)}
					onDeleted={() => afterDelete({})}
					onClose={close}
				>
					<Trans>Only a game without sets can be deleted.</Trans>
				</ConfirmDeleteDialog>
			) : null}
			{search.dialog === 'delete-set' && game && set ? (
				<ConfirmDeleteDialog
					title={t`Delete set ${setCode}?`}
					command="set-delete"
					remove={() => deleteSet(set.id)}
					onDeleted={() => afterDelete({ game: game.id })}
					onClose={close}
				>
					<Trans>Only a set without cards can be deleted.</Trans>
				</ConfirmDeleteDialog>
			) : null}
		</Stack>
	);
}
