import { Table, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RevisionChange } from './activity-query.ts';

/** A stored value as text: text as it is, anything else as JSON; nothing as a dash. */
const shown = (value: unknown) =>
	value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * The fields a revision changed, before and after, folded under the line (a native disclosure:
 * keyboard and screen readers know it). "Before" is unknown when Directus no longer keeps the
 * previous revision, or the change created the record.
 */
export function RevisionDiff({ change }: { change: RevisionChange }) {
	const { t } = useLingui();
	const count = change.fields.length;
	return (
		<details>
			<summary>
				<Text span size="sm">
					<Trans>Fields changed: {count}</Trans>
				</Text>
			</summary>
			<Table withTableBorder fz="sm" mt={4} aria-label={t`Before and after`}>
				<Table.Thead>
					<Table.Tr>
						<Table.Th>
							<Trans>Field</Trans>
						</Table.Th>
						<Table.Th>
							<Trans>Before</Trans>
						</Table.Th>
						<Table.Th>
							<Trans>After</Trans>
						</Table.Th>
					</Table.Tr>
				</Table.Thead>
				<Table.Tbody>
					{change.fields.map((field) => (
						<Table.Tr key={field}>
							<Table.Td ff="monospace">{field}</Table.Td>
							<Table.Td style={{ wordBreak: 'break-word' }}>
								{change.before ? (
									shown(change.before[field])
								) : (
									<Text span c="dimmed" size="sm">{t`not kept`}</Text>
								)}
							</Table.Td>
							<Table.Td style={{ wordBreak: 'break-word' }}>{shown(change.after[field])}</Table.Td>
						</Table.Tr>
					))}
				</Table.Tbody>
			</Table>
		</details>
	);
}
