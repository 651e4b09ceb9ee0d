import { Alert, Modal, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { FormAlert } from '../../components/form-alert.tsx';
import { FormButtons } from '../../components/form-buttons.tsx';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import { describeError } from '../../lib/directus/errors.ts';
import type { TillChoice } from '../../lib/tills/till-queries.ts';
import { setTillActive } from './till-admin-query.ts';

/**
 * Retires a till (out of the till choice, never opened again until brought back; its sessions
 * and reports stay) or brings a retired one back. An open till is not retired: its drawer must
 * be counted first, which the dialog says before the owner asks (`open` null: not known yet).
 */
export function TillActiveDialog({
	till,
	retiring,
	open,
	onClose,
}: {
	till: TillChoice;
	retiring: boolean;
	open: boolean | null;
	onClose: () => void;
}) {
	const { t } = useLingui();
	const mutation = useCommandMutation('till-save', {
		mutationFn: () => setTillActive(till.id, !retiring),
		onSuccess: onClose,
		showsError: true,
	});
	const name = till.name;
	const refusal = retiring && open === true ? t`${name} is open: close it with its count before retiring it.` : null;
	const blocked = retiring && open !== false;
	return (
		<Modal opened onClose={onClose} title={retiring ? t`Retire ${name}?` : t`Bring back ${name}?`}>
			<form
				onSubmit={(event) => {
					event.preventDefault();
					if (!blocked) mutation.mutate();
				}}
				noValidate
			>
				<Stack>
					<Text size="sm">
						{retiring
							? t`${name} leaves the till choice and cannot be opened. Its sessions and reports stay, and you can bring it back later.`
							: t`${name} returns to the till choice and can be opened again.`}
					</Text>
					<FormAlert problem={mutation.error ? describeError(mutation.error) : null} />
					{refusal ? (
						<Alert color="orange" role="status">
							{refusal}
						</Alert>
					) : null}
					<FormButtons
						submitLabel={retiring ? t`Retire till` : t`Bring back till`}
						cancelLabel={retiring ? t`Keep in use` : t`Keep retired`}
						pending={mutation.isPending}
						onCancel={onClose}
						disabled={blocked}
					/>
				</Stack>
			</form>
		</Modal>
	);
}
