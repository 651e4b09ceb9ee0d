import { Badge, Button, Grid, Group, Stack, Table, Text, Title } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '../../lib/i18n/formats.ts';
import { useShopCurrency } from '../../lib/shop-currency.ts';
import type { ImportJob, PreviewRow } from './import-job.ts';
import { MoneyCell, RowIdentityCells } from './import-row-cells.tsx';
import { ImportRowsTable } from './import-rows-table.tsx';
import { fieldWords, formatName } from './import-words.ts';
import { StepActions } from './step-actions.tsx';

/** A row the file cannot give as it is: marked, with each column's problem in the words the server chose. */
function ErrorRow({ row, span }: { row: PreviewRow; span: number }) {
	return (
		<Table.Tr bg="var(--mantine-color-red-light)">
			<Table.Td>{formatNumber(row.line)}</Table.Td>
			<Table.Td colSpan={span}>
				<Group gap="xs" wrap="nowrap" align="flex-start">
					<Badge color="red.9" variant="filled" tt="none">
						<Trans context="row of an import">Error</Trans>
					</Badge>
					<Stack gap={2}>
						{row.errors.map((error) => (
							<Text key={`${error.column}:${error.message}`} size="sm">
								{error.message}
							</Text>
						))}
					</Stack>
				</Group>
			</Table.Td>
		</Table.Tr>
	);
}

function ColumnMapping({ job }: { job: ImportJob }) {
	const { t } = useLingui();
	return (
		<Table aria-label={t`Column mapping`} verticalSpacing={4} withTableBorder>
			<Table.Thead>
				<Table.Tr>
					<Table.Th>
						<Trans>Column in the file</Trans>
					</Table.Th>
					<Table.Th>
						<Trans>Deckhand field</Trans>
					</Table.Th>
				</Table.Tr>
			</Table.Thead>
			<Table.Tbody>
				{job.columns.map(({ column, field }, index) => (
					<Table.Tr key={`${index}:${column}`}>
						<Table.Td>{column}</Table.Td>
						<Table.Td c={field === null ? 'dimmed' : undefined}>{fieldWords(field)}</Table.Td>
					</Table.Tr>
				))}
			</Table.Tbody>
		</Table>
	);
}

/** The first rows of the file as Deckhand will store them, the rows it cannot read marked with why. */
function FirstRows({ job }: { job: ImportJob }) {
	const { t } = useLingui();
	const currency = useShopCurrency();
	return (
		<ImportRowsTable
			label={t`First rows as they will be stored`}
			minWidth={640}
			moreColumns={
				<>
					<Table.Th ta="right">
						<Trans>Cost</Trans>
					</Table.Th>
					<Table.Th ta="right">
						<Trans>Market price</Trans>
					</Table.Th>
				</>
			}
		>
			{job.preview.map((preview) =>
				preview.row ? (
					<Table.Tr key={preview.line}>
						<Table.Td>{formatNumber(preview.line)}</Table.Td>
						<RowIdentityCells row={preview.row} />
						<MoneyCell amount={preview.row.price} currency={currency} />
						{/* A purchase price in another currency is shown in it: the dry run's options decide what it becomes. */}
						<MoneyCell amount={preview.row.cost} currency={preview.row.costCurrency ?? currency} />
						<MoneyCell amount={preview.row.marketPrice} currency={currency} />
					</Table.Tr>
				) : (
					<ErrorRow key={preview.line} row={preview} span={6} />
				),
			)}
		</ImportRowsTable>
	);
}

/** The file as Deckhand read it: its format, which column fills which field, and its first rows as they will be stored. */
export function PreviewStep({ job, onBack, onNext }: { job: ImportJob; onBack: () => void; onNext: () => void }) {
	const format = formatName(job.format);
	const fileName = job.fileName;
	const { rowCount, errorCount } = job;
	const rows = plural(rowCount, { one: '# data row', other: '# data rows' });
	const errors = plural(errorCount, { one: '# with an error', other: '# with errors' });
	const shown = job.preview.length;
	return (
		<Stack>
			<Text>
				<Trans>
					<b>{fileName}</b> read as <b>{format}</b>: {rows}, {errors}.
				</Trans>
			</Text>
			{/* The rows first, as they matter most; beside them on a wide screen, the mapping that made them. */}
			<Grid gap="lg">
				<Grid.Col span={{ base: 12, lg: 8 }}>
					<Stack gap="xs">
						<Title order={3} size="h4">
							{plural(shown, {
								one: 'The first row as it will be stored',
								other: 'The first # rows as they will be stored',
							})}
						</Title>
						<FirstRows job={job} />
					</Stack>
				</Grid.Col>
				<Grid.Col span={{ base: 12, lg: 4 }}>
					<Stack gap="xs" maw={560}>
						<Title order={3} size="h4">
							<Trans>Column mapping</Trans>
						</Title>
						<ColumnMapping job={job} />
					</Stack>
				</Grid.Col>
			</Grid>
			<StepActions>
				<Button variant="default" onClick={onBack}>
					<Trans>Choose another file</Trans>
				</Button>
				<Button onClick={onNext}>
					<Trans>Next: options</Trans>
				</Button>
			</StepActions>
		</Stack>
	);
}
