import { Alert, Checkbox, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import { SAVE_VIEW } from '@deckhand/contract/views/view-input.ts';
import { describeError } from '../../lib/directus/errors.ts';
import { useCanShareViews, useSaveView, type SavedView, type ViewList } from '../../lib/saved-views.ts';
import { boundsFrom } from '../../lib/fields/schema-bounds.ts';
import { FormButtons } from '../form-buttons.tsx';

const { min: NAME_MIN, max: NAME_MAX } = boundsFrom(SAVE_VIEW.shape.name);

export interface SaveViewDialogProps {
	list: ViewList;
	state: Record<string, unknown>;
	views: SavedView[];
	/** What the view keeps, in the list's words ("The search, filters and sort the list shows now."). */
	keeps: string;
	placeholder: string;
	onClose: () => void;
}

/**
 * Names the list's current search, filters and sort as a view. The same bounds as the server,
 * checked as the clerk types; saving under a name already used replaces that view (the server
 * does the same), and the dialog says so before. A refusal keeps the form filled.
 */
export function SaveViewDialog({ list, state, views, keeps, placeholder, onClose }: SaveViewDialogProps) {
	const { t } = useLingui();
	const canShare = useCanShareViews();
	const form = useForm({
		initialValues: { name: '', shared: false },
		validate: {
			name: (value) =>
				value.trim().length < NAME_MIN || value.trim().length > NAME_MAX
					? t`Give the view a name of 1 to ${NAME_MAX} characters.`
					: null,
		},
	});
	const mutation = useSaveView(list, { onSuccess: onClose });
	const problem = mutation.error ? describeError(mutation.error) : null;
	const onField = problem?.field === 'name';
	const { name, shared } = form.getValues();
	const replaced = views.find(
		(view) =>
			(shared ? view.shared : view.mine) &&
			view.name.localeCompare(name.trim(), undefined, { sensitivity: 'accent' }) === 0,
	);
	const replacedName = replaced?.name;
	return (
		<Modal opened onClose={onClose} title={t`Save view`}>
			<form
				onSubmit={form.onSubmit((values) =>
					mutation.mutate({ name: values.name.trim(), state, shared: values.shared && canShare }),
				)}
				noValidate
			>
				<Stack>
					{problem && !onField ? (
						<Alert color="red" role="alert">
							{problem.message}
						</Alert>
					) : null}
					<TextInput
						label={t`Name`}
						placeholder={placeholder}
						required
						data-autofocus
						description={
							replacedName !== undefined
								? t`"${replacedName}" already exists: saving replaces it with what the list shows now.`
								: keeps
						}
						{...form.getInputProps('name')}
						error={form.errors['name'] ?? (onField ? problem.message : null)}
					/>
					<Checkbox
						label={t`Share with everyone`}
						disabled={!canShare}
						description={
							canShare
								? t`Every staff member will see this view.`
								: t`Only an administrator can share a view with everyone.`
						}
						{...form.getInputProps('shared', { type: 'checkbox' })}
					/>
					<FormButtons submitLabel={t`Save view`} pending={mutation.isPending} onCancel={onClose} />
				</Stack>
			</form>
		</Modal>
	);
}
