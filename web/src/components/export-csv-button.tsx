import { Button } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { IconDownload } from '@tabler/icons-react';
import { freshenSession } from '../lib/exports/fresh-session.ts';
import { useCapabilities } from '../lib/permissions/use-capabilities.ts';

/**
 * "Export CSV" of the rows a list's filters match, as a link the browser downloads (`href`: the
 * export's address, or null while the filters cannot match, e.g. a date range backwards). Shown to
 * administrators only: the server refuses everyone else.
 */
export function ExportCsvButton({ href }: { href: string | null }) {
	const allowed = useCapabilities()?.exportData ?? false;
	if (!allowed) return null;
	const icon = <IconDownload size={16} aria-hidden />;
	if (href === null)
		return (
			<Button variant="default" leftSection={icon} disabled>
				<Trans>Export CSV</Trans>
			</Button>
		);
	return (
		<Button variant="default" leftSection={icon} component="a" href={href} download onFocus={freshenSession} onMouseEnter={freshenSession}>
			<Trans>Export CSV</Trans>
		</Button>
	);
}
