import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { OPEN_TILL } from '@deckhand/contract/tills/till-input.ts';
import { boundsFrom } from '../../lib/fields/schema-bounds.ts';
import { MoneyField } from '../../components/fields/number-fields.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import { useCommand } from '../../lib/commands/use-command.ts';
import { errorOf, valueOf } from '../../lib/fields/form-readings.ts';
import { readMoney } from '../../lib/fields/typed-number.ts';
import { formProblem, placeOnField } from '../../lib/forms.ts';
import type { TillChoice } from '../../lib/tills/till-queries.ts';
import { openTill } from './tills-query.ts';

const FLOAT = { label: msg`Opening float`, ...boundsFrom(OPEN_TILL.shape.float), required: true };

/** A closed till: the counted float opens it, and the drawer takes cash from then on. */
export function OpenTillForm({ till, currency }: { till: TillChoice; currency: string }) {
	const { t } = useLingui();
	const send = useCommand();
	const form = useForm({
		initialValues: { float: '' },
		validate: { float: (text) => errorOf(readMoney(text, FLOAT, currency)) },
	});
	const mutation = useCommandMutation('till-open', {
		mutationFn: (values: typeof form.values) =>
			send(openTill(till.id, valueOf(readMoney(values.float, FLOAT, currency))!)),
		onError: (error) => placeOnField(form, error),
	});
	const name = till.name;
	return (
		<Paper withBorder p="md">
			<form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
				<Stack>
					<Text fw={600}>
						<Trans>{name} is closed.</Trans>
					</Text>
					<FormAlert problem={formProblem(form, mutation.error)} />
					<Group align="flex-end">
						<MoneyField
							currency={currency}
							label={t`Opening float`}
							description={t`Count the cash in the drawer before the first sale.`}
							required
							{...form.getInputProps('float')}
						/>
						<Button type="submit" loading={mutation.isPending}>
							<Trans>Open till</Trans>
						</Button>
					</Group>
				</Stack>
			</form>
		</Paper>
	);
}
