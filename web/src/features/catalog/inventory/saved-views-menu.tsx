import { ActionIcon, Button, Divider, Group, Loader, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { IconBookmark, IconChevronDown, IconTrash } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { QueryProblem } from '../../../components/query-problem.tsx';
import { describeError } from '../../../lib/directus/errors.ts';
import type { InventorySearch } from './inventory-search.ts';
import { SaveViewDialog } from './save-view-dialog.tsx';
import { isSameState, searchOfView, viewState } from './saved-view-state.ts';
import { useCanShareViews, useDeleteView, useSavedViews, type SavedView } from './saved-views-query.ts';

const SHARED_DELETE_REASON = 'Only an administrator can delete a view shared with everyone.';

/** One view: choosing it opens its address; deleting asks once more, in place. */
function ViewRow({ view, current, canDelete, onOpen }: { view: SavedView; current: boolean; canDelete: boolean; onOpen: () => void }) {
	const [confirming, setConfirming] = useState(false);
	const deletion = useDeleteView();
	if (confirming)
		return (
			<Stack gap={4}>
				<Group justify="space-between" wrap="nowrap">
					<Text size="sm">Delete "{view.name}"?</Text>
					<Group gap={4} wrap="nowrap">
						<Button size="compact-xs" color="red" loading={deletion.isPending} onClick={() => deletion.mutate(view.id)}>
							Delete
						</Button>
						<Button size="compact-xs" variant="default" onClick={() => { deletion.reset(); setConfirming(false); }}>
							Keep
						</Button>
					</Group>
				</Group>
				{deletion.error ? <Text size="xs" c="red" role="alert">{describeError(deletion.error).message}</Text> : null}
			</Stack>
		);
	return (
		<Group justify="space-between" wrap="nowrap" gap={4}>
			<Button variant={current ? 'light' : 'subtle'} justify="start" fullWidth size="compact-sm" aria-current={current ? 'true' : undefined} onClick={onOpen}>
				{view.name}
			</Button>
			<Tooltip label={SHARED_DELETE_REASON} disabled={canDelete}>
				<ActionIcon variant="subtle" color="gray" aria-label={`Delete view ${view.name}`} disabled={!canDelete} onClick={() => setConfirming(true)}>
					<IconTrash size={16} />
				</ActionIcon>
			</Tooltip>
		</Group>
	);
}

/**
 * The inventory's saved views (Directus presets kept by the server per user, or shared with
 * everyone by an administrator): choose one to open its search, filters, sort and columns, or
 * save what the list shows now.
 */
export function SavedViewsMenu({ search }: { search: InventorySearch }) {
	const navigate = useNavigate({ from: '/catalog' });
	const views = useSavedViews();
	const canShare = useCanShareViews();
	const [opened, setOpened] = useState(false);
	const [saving, setSaving] = useState(false);
	const list = views.data ?? [];
	const current = list.find((view) => isSameState(search, view));
	const sections = [
		{ label: 'My views', views: list.filter((view) => view.mine) },
		{ label: 'Shared with everyone', views: list.filter((view) => view.shared) },
	].filter((section) => section.views.length > 0);
	const open = async (view: SavedView) => {
		setOpened(false);
		await navigate({ search: searchOfView(view) });
	};
	return (
		<>
			<Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" width={320} trapFocus>
				<Popover.Target>
					<Button variant="default" leftSection={<IconBookmark size={16} />} rightSection={<IconChevronDown size={14} />} onClick={() => setOpened((value) => !value)}>
						{current ? `Views · ${current.name}` : 'Views'}
					</Button>
				</Popover.Target>
				<Popover.Dropdown>
					<Stack gap="xs">
						{views.isPending ? <Loader size="sm" aria-label="Loading saved views" /> : null}
						{views.error ? <QueryProblem error={views.error} onRetry={() => views.refetch()} /> : null}
						{views.isSuccess && list.length === 0 ? <Text size="sm" c="dimmed">No saved views yet. Set the search, filters and sort, then save them as a view.</Text> : null}
						{sections.map((section) => (
							<Stack key={section.label} gap={2} role="group" aria-label={section.label}>
								<Text size="xs" fw={600} c="dimmed" tt="uppercase">
									{section.label}
								</Text>
								{section.views.map((view) => (
									<ViewRow key={view.id} view={view} current={view.id === current?.id} canDelete={view.mine || (view.shared && canShare)} onOpen={() => void open(view)} />
								))}
							</Stack>
						))}
						<Divider />
						<Button variant="light" onClick={() => { setOpened(false); setSaving(true); }}>
							Save view…
						</Button>
					</Stack>
				</Popover.Dropdown>
			</Popover>
			{saving ? <SaveViewDialog state={viewState(search)} views={list} onClose={() => setSaving(false)} /> : null}
		</>
	);
}
