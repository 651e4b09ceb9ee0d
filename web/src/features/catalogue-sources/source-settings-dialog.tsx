import { Button, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CatalogueSourceState } from '@deckhand/contract/catalogue/catalogue-sources.ts';
import {
	ADDRESS_MAX,
	PUBLISHED_ADDRESSES,
	SOURCE_SCHEDULES,
	type SourceSchedule,
} from '@deckhand/contract/catalogue/source-settings.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { FormButtons } from '../../components/form-buttons.tsx';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import { formProblem, placeOnField } from '../../lib/forms.ts';
import { hourWords, SCHEDULE_WORDS, SOURCES } from './catalogue-source-words.ts';
import { saveSettings } from './catalogue-sources-query.ts';

const HOURS = Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: hourWords(hour) }));

/**
 * A source's address and schedule (the server checks both and names a field it refuses): the
 * address its files are downloaded from, the published one by default, or none to read its
 * folder only; how often it runs on its own, and at which hour of the shop's day.
 */
export function SourceSettingsDialog({ state, onClose }: { state: CatalogueSourceState; onClose: () => void }) {
	const { t, i18n } = useLingui();
	const { name } = SOURCES[state.source];
	const published = PUBLISHED_ADDRESSES[state.source];
	const folder = state.folder;
	const form = useForm({
		initialValues: {
			address: state.settings.address ?? '',
			schedule: state.settings.schedule as string,
			hour: String(state.settings.hour),
		},
	});
	const mutation = useCommandMutation('catalogue-source-settings', {
		mutationFn: (values: typeof form.values) =>
			saveSettings(state.source, {
				address: values.address.trim() === '' ? null : values.address.trim(),
				schedule: values.schedule as SourceSchedule,
				hour: Number(values.hour),
			}),
		onSuccess: onClose,
		onError: (error) => placeOnField(form, error),
	});
	return (
		<Modal opened onClose={onClose} title={t`Address and schedule · ${name}`}>
			<form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
				<Stack>
					<FormAlert problem={formProblem(form, mutation.error)} />
					<TextInput
						label={t`Address`}
						description={t`Where its files are downloaded from. Leave it empty to read only the files in its folder, ${folder}.`}
						maxLength={ADDRESS_MAX}
						placeholder={t`Files only`}
						data-autofocus
						{...form.getInputProps('address')}
					/>
					{form.values.address.trim() !== published ? (
						<Button variant="subtle" size="xs" onClick={() => form.setFieldValue('address', published)}>
							<Trans>Use the published address</Trans>
						</Button>
					) : null}
					<SimpleGrid cols={2}>
						<Select
							label={t`Runs on its own`}
							data={SOURCE_SCHEDULES.map((value) => ({ value, label: i18n._(SCHEDULE_WORDS[value]) }))}
							allowDeselect={false}
							required
							{...form.getInputProps('schedule')}
						/>
						<Select
							label={t`At`}
							description={t`The shop's time`}
							data={HOURS}
							allowDeselect={false}
							required
							disabled={form.values.schedule === 'off'}
							{...form.getInputProps('hour')}
						/>
					</SimpleGrid>
					<Text size="xs" c="dimmed">
						<Trans>
							A scheduled run downloads only the files that changed since the last one; when none did, it
							ends at once.
						</Trans>
					</Text>
					<FormButtons submitLabel={t`Save`} pending={mutation.isPending} onCancel={onClose} />
				</Stack>
			</form>
		</Modal>
	);
}
