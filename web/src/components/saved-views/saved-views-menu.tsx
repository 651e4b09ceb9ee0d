import { ActionIcon, Button, Divider, Group, Loader, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconBookmark, IconChevronDown, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { describeError } from '../../lib/directus/errors.ts';
import {
	isSameViewState,
	useCanShareViews,
	useDeleteView,
	useSavedViews,
	type SavedView,
	type SavedViewMapping,
	type ViewList,
} from '../../lib/saved-views.ts';
import { QueryProblem } from '../query-problem.tsx';
import { SaveViewDialog } from './save-view-dialog.tsx';

/** One view: choosing it opens its address; deleting asks once more, in place. */
function ViewRow({
	list,
	view,
	current,
	canDelete,
	onOpen,
}: {
	list: ViewList;
	view: SavedView;
	current: boolean;
	canDelete: boolean;
	onOpen: () => void;
}) {
	const { t } = useLingui();
	const [confirming, setConfirming] = useState(false);
	const deletion = useDeleteView(list);
	const name = view.name;
	if (confirming)
		return (
			<Stack gap={4}>
				<Group justify="space-between" wrap="nowrap">
					<Text size="sm">
						<Trans>Delete "{name}"?</Trans>
					</Text>
					<Group gap={4} wrap="nowrap">
						<Button
							size="compact-xs"
							color="red"
							loading={deletion.isPending}
							onClick={() => deletion.mutate(view.id)}
						>
							<Trans>Delete</Trans>
						</Button>
						<Button
							size="compact-xs"
							variant="default"
							onClick={() => {
								deletion.reset();
								setConfirming(false);
							}}
						>
							<Trans>Keep</Trans>
						</Button>
					</Group>
				</Group>
				{deletion.error ? (
					<Text size="xs" c="red" role="alert">
						{describeError(deletion.error).message}
					</Text>
				) : null}
			</Stack>
		);
	return (
		<Group justify="space-between" wrap="nowrap" gap={4}>
			<Button
				variant={current ? 'light' : 'subtle'}
				justify="start"
				fullWidth
				size="compact-sm"
				aria-current={current ? 'true' : undefined}
				onClick={onOpen}
			>
				{view.name}
			</Button>
			<Tooltip label={t`Only an administrator can delete a view shared with everyone.`} disabled={canDelete}>
				<ActionIcon
					variant="subtle"
					color="gray"
					aria-label={t`Delete view ${name}`}
					disabled={!canDelete}
					onClick={() => setConfirming(true)}
				>
					<IconTrash size={16} />
				</ActionIcon>
			</Tooltip>
		</Group>
	);
}

export interface SavedViewsMenuProps<Search> {
	/** Which list's views (the server keeps each list's views apart). */
	list: ViewList;
	/** The list's address now. */
	search: Search;
	mapping: SavedViewMapping<Search>;
	/** Opens a view's address; the list's route does the navigating. */
	onOpen: (search: Search) => Promise<unknown> | void;
	/** What a view of this list keeps, in the list's words, and an example name. */
	keeps: string;
	placeholder: string;
}

/**
 * A list's saved views (Directus presets kept by the server per user and per list, or shared
 * with everyone by an administrator): choose one to open its address, or save what the list
 * shows now.
 */
export function SavedViewsMenu<Search>({
	list,
	search,
	mapping,
	onOpen,
	keeps,
	placeholder,
}: SavedViewsMenuProps<Search>) {
	const { t } = useLingui();
	const views = useSavedViews(list);
	const canShare = useCanShareViews();
	const [opened, setOpened] = useState(false);
	const [saving, setSaving] = useState(false);
	const all = views.data ?? [];
	const current = all.find((view) => isSameViewState(mapping, search, view));
	const currentName = current?.name;
	const sections = [
		{ label: t`My views`, views: all.filter((view) => view.mine) },
		{ label: t`Shared with everyone`, views: all.filter((view) => view.shared) },
	].filter((section) => section.views.length > 0);
	const open = async (view: SavedView) => {
		setOpened(false);
		await onOpen(mapping.toSearch(view.state));
	};
	return (
		<>
			<Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" width={320} trapFocus>
				<Popover.Target>
					<Button
						variant="default"
						leftSection={<IconBookmark size={16} />}
						rightSection={<IconChevronDown size={14} />}
						onClick={() => setOpened((value) => !value)}
					>
						{currentName !== undefined ? t`Views · ${currentName}` : t`Views`}
					</Button>
				</Popover.Target>
				<Popover.Dropdown>
					<Stack gap="xs">
						{views.isPending ? <Loader size="sm" aria-label={t`Loading saved views`} /> : null}
						{views.error ? <QueryProblem error={views.error} onRetry={() => views.refetch()} /> : null}
						{views.isSuccess && all.length === 0 ? (
							<Text size="sm" c="dimmed">
								<Trans>
									No saved views yet. Set the search, filters and sort, then save them as a view.
								</Trans>
							</Text>
						) : null}
						{sections.map((section) => (
							<Stack key={section.label} gap={2} role="group" aria-label={section.label}>
								<Text size="xs" fw={600} c="dimmed" tt="uppercase">
									{section.label}
								</Text>
								{section.views.map((view) => (
									<ViewRow
										key={view.id}
										list={list}
										view={view}
										current={view.id === current?.id}
										canDelete={view.mine || (view.shared && canShare)}
										onOpen={() => void open(view)}
									/>
								))}
							</Stack>
						))}
						<Divider />
						<Button
							variant="light"
							onClick={() => {
								setOpened(false);
								setSaving(true);
							}}
						>
							<Trans>Save view…</Trans>
						</Button>
					</Stack>
				</Popover.Dropdown>
			</Popover>
			{saving ? (
				<SaveViewDialog
					list={list}
					state={mapping.toState(search)}
					views={all}
					keeps={keeps}
					placeholder={placeholder}
					onClose={() => setSaving(false)}
				/>
			) : null}
		</>
	);
}
