import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

const clock = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
/** The calendar day of an instant in the browser's time zone, as the order list's date filter takes it. */
const dayOf = (instant: Date) => `${instant.getFullYear()}-${String(instant.getMonth() + 1).padStart(2, '0')}-${String(instant.getDate()).padStart(2, '0')}`;

/** What could cost the till a sale, said above it: the browser not keeping it, a second tab, a sale that may already be recorded. */
export function TillWarnings({ keepFailed, otherTab, unanswered }: { keepFailed: boolean; otherTab: boolean; unanswered: string | null }) {
	if (!keepFailed && !otherTab && unanswered === null) return null;
	return (
		<Stack gap="xs">
			{unanswered !== null ? (
				<Alert color="orange" icon={<IconAlertTriangle size={18} />} title="This sale may already be recorded">
					<Text size="sm">
						It was sent at {clock.format(new Date(unanswered))} and no answer came back. Look for it in the{' '}
						<Anchor renderRoot={(props) => <Link {...props} to="/orders" search={{ from: dayOf(new Date(unanswered)) }} />}>day’s orders</Anchor>{' '}
						before completing it again.
					</Text>
				</Alert>
			) : null}
			{keepFailed ? (
				<Alert color="orange" icon={<IconAlertTriangle size={18} />} title="This browser is not keeping the sale">
					<Text size="sm">Its storage is full or switched off, so a reload or closing the tab loses the sale and the parked ones. Complete them before leaving this screen.</Text>
				</Alert>
			) : null}
			{otherTab ? (
				<Alert color="orange" icon={<IconAlertTriangle size={18} />} title="This till is open in another tab too">
					<Text size="sm">The sale the browser keeps is the one changed last. Use one tab per till, and close the other.</Text>
				</Alert>
			) : null}
		</Stack>
	);
}
