import { ActionIcon, Anchor, Button, Card, Grid, Group, NavLink, Skeleton, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog.tsx';
import { QueryProblem } from '../../../components/query-problem.tsx';
import { reasonWhyNot } from '../../../lib/permissions/capabilities.ts';
import { useCapabilities } from '../../../lib/permissions/use-capabilities.ts';
import { GameDialog, SetDialog } from './game-set-forms.tsx';
import { deleteGame, deleteSet, gamesAndSetsQuery, refreshCatalogSkeleton, type GameRow } from './games-sets-query.ts';
import type { GamesSetsSearch } from './games-sets-search.ts';

function RowActions({ label, onEdit, onDelete }: { label: string; onEdit: () => void; onDelete: () => void }) {
	const canDelete = useCapabilities()?.deleteCatalog ?? false;
	return (
		<Group gap={4} wrap="nowrap">
			<ActionIcon variant="subtle" onClick={onEdit} aria-label={`Edit ${label}`}>
				<IconEdit size={16} />
			</ActionIcon>
			<Tooltip label={canDelete ? `Delete ${label}` : reasonWhyNot('deleteCatalog')}>
				<ActionIcon variant="subtle" color="red" disabled={!canDelete} onClick={onDelete} aria-label={`Delete ${label}`}>
					<IconTrash size={16} />
				</ActionIcon>
			</Tooltip>
		</Group>
	);
}

function SetsTable({ game, onDialog }: { game: GameRow; onDialog: (dialog: GamesSetsSearch['dialog'], set?: number) => void }) {
	return (
		<Table aria-label={`Sets of ${game.name}`} verticalSpacing={4}>
			<Table.Thead>
				<Table.Tr>
					<Table.Th>Code</Table.Th>
					<Table.Th>Name</Table.Th>
					<Table.Th>Released</Table.Th>
					<Table.Th />
				</Table.Tr>
			</Table.Thead>
			<Table.Tbody>
				{game.sets.map((set) => (
					<Table.Tr key={set.id}>
						<Table.Td fw={600}>
							<Link to="/catalog" search={{ game: game.id, set: set.id }} style={{ color: 'var(--mantine-color-anchor)', textDecoration: 'none' }}>
								{set.code}
							</Link>
						</Table.Td>
						<Table.Td>{set.name}</Table.Td>
						<Table.Td>{set.release_date}</Table.Td>
						<Table.Td>
							<RowActions label={`set ${set.code}`} onEdit={() => onDialog('edit-set', set.id)} onDelete={() => onDialog('delete-set', set.id)} />
						</Table.Td>
					</Table.Tr>
				))}
			</Table.Tbody>
		</Table>
	);
}

/** The catalog's skeleton: games and their sets, created and corrected here; cards are added from the catalog. */
export function GamesSetsPage() {
	const search = useSearch({ from: '/signed-in/catalog/games' });
	const navigate = useNavigate({ from: '/catalog/games' });
	const queryClient = useQueryClient();
	const games = useQuery(gamesAndSetsQuery());
	const game = games.data?.find((row) => row.id === search.game) ?? games.data?.[0];
	const set = game?.sets.find((row) => row.id === search.set) ?? null;
	const open = (dialog: GamesSetsSearch['dialog'], setId?: number) => navigate({ search: { game: game?.id, dialog, set: setId }, replace: true });
	const close = () => open(undefined);
	const afterDelete = async (next: GamesSetsSearch) => {
		await refreshCatalogSkeleton(queryClient);
		await navigate({ search: next, replace: true });
	};
	if (games.error) return <QueryProblem error={games.error} onRetry={() => games.refetch()} />;
	return (
		<Stack>
			<Anchor component={Link} to="/catalog" size="sm">
				← Catalog
			</Anchor>
			<Group justify="space-between">
				<Title order={1} size="h2">
					Games and sets
				</Title>
				<Button leftSection={<IconPlus size={16} />} onClick={() => open('new-game')}>
					New game
				</Button>
			</Group>
			{!games.data ? <Skeleton height={240} /> : null}
			{games.data && game ? (
				<Grid>
					<Grid.Col span={{ base: 12, md: 3 }}>
						<Card withBorder padding="xs" component="nav" aria-label="Games">
							{games.data.map((row) => (
								<NavLink key={row.id} label={row.name} description={`${row.code} · ${row.sets.length} sets`} active={row.id === game.id} onClick={() => navigate({ search: { game: row.id }, replace: true })} />
							))}
						</Card>
					</Grid.Col>
					<Grid.Col span={{ base: 12, md: 9 }}>
						<Card withBorder>
							<Group justify="space-between" mb="sm">
								<Title order={2} size="h4">
									{game.name} <Text span c="dimmed">({game.code})</Text>
								</Title>
								<Group gap="xs">
									<RowActions label={`game ${game.name}`} onEdit={() => open('edit-game')} onDelete={() => open('delete-game')} />
									<Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => open('new-set')}>
										New set
									</Button>
								</Group>
							</Group>
							{game.sets.length > 0 ? <SetsTable game={game} onDialog={open} /> : <Text c="dimmed">No sets yet.</Text>}
						</Card>
					</Grid.Col>
				</Grid>
			) : null}
			{games.data?.length === 0 ? <Text c="dimmed">No games yet: create the first one.</Text> : null}
			{search.dialog === 'new-game' ? <GameDialog game={null} onClose={close} /> : null}
			{search.dialog === 'edit-game' && game ? <GameDialog game={game} onClose={close} /> : null}
			{search.dialog === 'new-set' && game ? <SetDialog game={game.id} set={null} onClose={close} /> : null}
			{search.dialog === 'edit-set' && game && set ? <SetDialog game={game.id} set={set} onClose={close} /> : null}
			{search.dialog === 'delete-game' && game ? (
				<ConfirmDeleteDialog title={`Delete ${game.name}?`} remove={() => deleteGame(game.id)} onDeleted={() => afterDelete({})} onClose={close}>
					Only a game without sets can be deleted.
				</ConfirmDeleteDialog>
			) : null}
			{search.dialog === 'delete-set' && game && set ? (
				<ConfirmDeleteDialog title={`Delete set ${set.code}?`} remove={() => deleteSet(set.id)} onDeleted={() => afterDelete({ game: game.id })} onClose={close}>
					Only a set without cards can be deleted.
				</ConfirmDeleteDialog>
			) : null}
		</Stack>
	);
}
