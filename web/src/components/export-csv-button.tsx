import { Button } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { freshenSession } from '../lib/exports/fresh-session.ts';
import type { Capability } from '../lib/permissions/capabilities.ts';
import { useCapabilities } from '../lib/permissions/use-capabilities.ts';

/**
 * "Export CSV" of the rows a list's filters match, as a link the browser downloads (`href`: the
 * export's address, or null while the filters cannot match, e.g. a date range backwards). Shown only
 * to users with `capability` (administrators: the server refuses everyone else every file it writes);
 * `children` words it otherwise ("Download CSV" of a report).
 */
export function ExportCsvButton({
	href,
	capability = 'importExport',
	children,
}: {
	href: string | null;
	capability?: Capability;
	children?: ReactNode;
}) {
	const allowed = useCapabilities()?.[capability] ?? false;
	if (!allowed) return null;
	const icon = <IconDownload size={16} aria-hidden />;
	const label = children ?? <Trans>Export CSV</Trans>;
	if (href === null)
		return (
			<Button variant="default" leftSection={icon} disabled>
				{label}
			</Button>
		);
	return (
		<Button
			variant="default"
			leftSection={icon}
			component="a"
			href={href}
			download
			onFocus={freshenSession}
			onMouseEnter={freshenSession}
		>
			{label}
		</Button>
	);
}
