import { Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import { LIMITS } from '@deckhand/contract/domain/limits.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { FormButtons } from '../../../components/form-buttons.tsx';
import { useCommandMutation } from '../../../lib/api/use-command-mutation.ts';
import { formProblem, placeOnField } from '../../../lib/forms.ts';
import { saveGame, saveSet, type GameRow, type SetRow } from './games-sets-query.ts';

/** A text from 1 to `max` characters long; `refusal` says so in the field's own words. */
const length = (max: number, refusal: string) => (value: string) =>
	value.trim().length < 1 || value.trim().length > max ? refusal : null;
const { gameNameMax, codeMax, setNameMax } = LIMITS;

/** A dialog form that saves, refreshes every catalog picker (`command`), and closes; refusals stay in the form. */
function useSavingForm<Values extends Record<string, string>>(
	command: 'game-save' | 'set-save',
	initialValues: Values,
	validate: Record<keyof Values, (value: string) => string | null>,
	save: (values: Values) => Promise<unknown>,
	onClose: () => void,
) {
	const form = useForm<Values>({ initialValues, validate: validate as never });
	const mutation = useCommandMutation(command, {
		mutationFn: save,
		onSuccess: onClose,
		onError: (error) => placeOnField(form, error),
	});
	return { form, mutation, problem: formProblem(form, mutation.error) };
}

/** A new game or a changed one: name and a unique short code (the server refuses a code in use). */
export function GameDialog({ game, onClose }: { game: GameRow | null; onClose: () => void }) {
	const { t } = useLingui();
	const { form, mutation, problem } = useSavingForm(
		'game-save',
		{ name: game?.name ?? '', code: game?.code ?? '' },
		{
			name: length(gameNameMax, t`Game name must be 1 to ${gameNameMax} characters long.`),
			code: length(codeMax, t`Game code must be 1 to ${codeMax} characters long.`),
		},
		(values) => saveGame(game?.id ?? null, { name: values.name.trim(), code: values.code.trim().toUpperCase() }),
		onClose,
	);
	const gameName = game?.name;
	return (
		<Modal opened onClose={onClose} title={gameName !== undefined ? t`Edit ${gameName}` : t`New game`}>
			<form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
				<Stack>
					<FormAlert problem={problem} />
					<TextInput label={t`Name`} required data-autofocus {...form.getInputProps('name')} />
					<TextInput
						label={t`Code`}
						description={t`Short and unique, e.g. PKM, MTG`}
						required
						{...form.getInputProps('code')}
					/>
					<FormButtons
						submitLabel={game ? t`Save game` : t`Create game`}
						pending={mutation.isPending}
						onCancel={onClose}
					/>
				</Stack>
			</form>
		</Modal>
	);
}

/** A new set of the game or a changed one: the code clerks type before a collector number ("OBF 125"). */
export function SetDialog({ game, set, onClose }: { game: number; set: SetRow | null; onClose: () => void }) {
	const { t } = useLingui();
	const { form, mutation, problem } = useSavingForm(
		'set-save',
		{ code: set?.code ?? '', name: set?.name ?? '', release_date: set?.release_date ?? '' },
		{
			code: length(codeMax, t`Set code must be 1 to ${codeMax} characters long.`),
			name: length(setNameMax, t`Set name must be 1 to ${setNameMax} characters long.`),
			release_date: (value) =>
				value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value) ? null : t`Use a date such as 2026-03-28.`,
		},
		(values) =>
			saveSet(set?.id ?? null, {
				game,
				code: values.code.trim().toUpperCase(),
				name: values.name.trim(),
				release_date: values.release_date || null,
			}),
		onClose,
	);
	const setName = set?.name;
	return (
		<Modal opened onClose={onClose} title={setName !== undefined ? t`Edit ${setName}` : t`New set`}>
			<form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
				<Stack>
					<FormAlert problem={problem} />
					<TextInput
						label={t`Code`}
						description={t`As printed, e.g. OBF`}
						required
						data-autofocus
						{...form.getInputProps('code')}
					/>
					<TextInput label={t`Name`} required {...form.getInputProps('name')} />
					<TextInput label={t`Release date`} type="date" {...form.getInputProps('release_date')} />
					<FormButtons
						submitLabel={set ? t`Save set` : t`Create set`}
						pending={mutation.isPending}
						onCancel={onClose}
					/>
				</Stack>
			</form>
		</Modal>
	);
}
