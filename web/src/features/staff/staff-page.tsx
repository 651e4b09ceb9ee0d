import { Badge, Button, Menu, Stack, Text } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { notifications } from '@mantine/notifications';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { RowActions } from '../../components/row-actions.tsx';
import { CORE_SEATS, seatsHeld } from '@deckhand/contract/staff/staff-rules.ts';
import { ListHeader } from '../../components/list-header.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import type { Command } from '../../lib/api/refreshes.ts';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import { meQuery } from '../../lib/directus/session.ts';
import { formatDateTime } from '../../lib/i18n/formats.ts';
import { InviteDialog } from './invite-dialog.tsx';
import { RoleDialog } from './role-dialog.tsx';
import { invite, liftSignInLock, sendPasswordReset, staffQuery, type StaffRow } from './staff-query.ts';
import type { StaffColumn, StaffSearch } from './staff-search.ts';
import { DataTable } from '../../components/list-screen/data-table.tsx';
import type { TableColumn } from '../../components/list-screen/table-column.ts';
import { StatusDialog } from './status-dialog.tsx';
import { roleWords, staffName, statusWords } from './staff-words.ts';

/** A badge clips its label to the room the table leaves it: a status is short, and shown whole. */
const WHOLE_LABEL = { root: { overflow: 'visible' }, label: { overflow: 'visible' } } as const;

/** The actions on one person that need no dialog (sending a mail, lifting a lock), said in a notification either way (a refusal by the default one). */
function usePersonAction(command: Command, act: (row: StaffRow) => Promise<unknown>, done: (email: string) => string) {
	return useCommandMutation(command, {
		mutationFn: act,
		onSuccess: (_, row) => notifications.show({ message: done(row.email ?? '') }),
	});
}

/**
 * Staff (administrators): everyone with an account, their role, status and last access, sorted by
 * the server; invite, resend an invitation, change a role, deactivate and reactivate, send a
 * password reset, lift a sign-in lock. Each dialog has its address (`?dialog=role&person=…`).
 */
export function StaffPage() {
	const { t } = useLingui();
	const search = useSearch({ from: '/signed-in/staff' });
	const navigate = useNavigate({ from: '/staff' });
	const staff = useQuery(staffQuery(search.sort));
	const me = useQuery(meQuery()).data?.id ?? null;
	const change = (next: Partial<StaffSearch>) =>
		navigate({ search: (previous) => ({ ...previous, ...next }), replace: true });
	const close = () => change({ dialog: undefined, person: undefined });
	const resend = usePersonAction(
		'staff-change',
		(row) => invite(row.email ?? '', row.role?.id ?? ''),
		(email) => t`Invitation sent again to ${email}.`,
	);
	const reset = usePersonAction(
		'staff-change',
		(row) => sendPasswordReset(row.email ?? ''),
		(email) => t`A password-reset link is on its way to ${email}.`,
	);
	const unlock = usePersonAction(
		'sign-in-lock-lift',
		(row) => liftSignInLock(row.id),
		(email) => t`Sign-in lock lifted: ${email} can sign in again.`,
	);
	const list = staff.data;
	const person = list?.rows.find((row) => row.id === search.person);
	const held = list ? seatsHeld(list.members, list.grants) : 0;
	const limit = CORE_SEATS;
	const columns: TableColumn<StaffRow, StaffColumn>[] = [
		{
			header: t`Name`,
			sort: 'name',
			// An invited person has no name yet and is shown by address: long addresses wrap rather than push the actions off a tablet.
			breakAnywhere: true,
			cell: (row) => {
				const name = staffName(row);
				return row.id === me ? t`${name} (you)` : name;
			},
		},
		{ header: t`Email`, sort: 'email', breakAnywhere: true, cell: (row) => row.email },
		{ header: t`Role`, sort: 'role', cell: (row) => roleWords(row.role) },
		{
			header: t`Status`,
			sort: 'status',
			// Teal's light variant is the theme's one coloured badge with AA contrast; every other status is plain.
			cell: (row) => (
				<Badge variant={row.status === 'active' ? 'light' : 'default'} tt="none" styles={WHOLE_LABEL}>
					{statusWords(row.status)}
				</Badge>
			),
		},
		{
			header: t`Last access`,
			sort: 'last_access',
			cell: (row) => (row.last_access ? formatDateTime(row.last_access) : <Trans>Never</Trans>),
		},
		{
			header: t`Actions`,
			cell: (row) => {
				const name = staffName(row);
				return (
					<RowActions label={t`Actions for ${name}`}>
						<Menu.Item onClick={() => change({ dialog: 'role', person: row.id })}>
							<Trans>Change role</Trans>
						</Menu.Item>
						{row.status === 'invited' ? (
							<Menu.Item onClick={() => resend.mutate(row)}>
								<Trans>Resend invitation</Trans>
							</Menu.Item>
						) : null}
						{row.status === 'active' ? (
							<Menu.Item onClick={() => reset.mutate(row)}>
								<Trans>Send password reset</Trans>
							</Menu.Item>
						) : null}
						{row.status === 'active' ? (
							<Menu.Item onClick={() => unlock.mutate(row)}>
								<Trans>Lift sign-in lock</Trans>
							</Menu.Item>
						) : null}
						{row.status === 'active' ? (
							<Menu.Item onClick={() => change({ dialog: 'deactivate', person: row.id })}>
								<Trans>Deactivate</Trans>
							</Menu.Item>
						) : null}
						{row.status === 'suspended' ? (
							<Menu.Item onClick={() => change({ dialog: 'reactivate', person: row.id })}>
								<Trans>Reactivate</Trans>
							</Menu.Item>
						) : null}
					</RowActions>
				);
			},
		},
	];
	return (
		<Stack>
			<ListHeader
				title={t`Staff`}
				total={list?.rows.length}
				count={(count) => plural(count, { one: '# person', other: '# people' })}
			>
				<Button
					leftSection={<IconUserPlus size={16} />}
					onClick={() => change({ dialog: 'invite', person: undefined })}
				>
					<Trans>Invite someone</Trans>
				</Button>
			</ListHeader>
			{list ? (
				<Text size="sm" c="dimmed">
					<Trans>
						Owner accounts: {held} of {limit}. Every active or invited owner counts; counter staff are not
						limited.
					</Trans>
				</Text>
			) : null}
			{staff.error ? <QueryProblem error={staff.error} onRetry={() => staff.refetch()} /> : null}
			{list ? (
				<DataTable
					label={t`Staff`}
					busy={staff.isFetching}
					highlightOnHover
					minWidth={760}
					columns={columns}
					rows={list.rows}
					rowKey={(row) => row.id}
					sort={search.sort ?? 'name'}
					onSort={(sort) => change({ sort })}
				/>
			) : null}
			{list && search.dialog === 'invite' ? <InviteDialog list={list} me={me} onClose={close} /> : null}
			{list && person && search.dialog === 'role' ? (
				<RoleDialog row={person} list={list} me={me} onClose={close} />
			) : null}
			{list && person && (search.dialog === 'deactivate' || search.dialog === 'reactivate') ? (
				<StatusDialog
					row={person}
					to={search.dialog === 'deactivate' ? 'suspended' : 'active'}
					list={list}
					me={me}
					onClose={close}
				/>
			) : null}
		</Stack>
	);
}
