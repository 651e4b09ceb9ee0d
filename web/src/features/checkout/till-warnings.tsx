import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { formatTime } from '../../lib/i18n/formats.ts';

/** The calendar day of an instant in the browser's time zone, as the order list's date filter takes it. */
const dayOf = (instant: Date) =>
	`${instant.getFullYear()}-${String(instant.getMonth() + 1).padStart(2, '0')}-${String(instant.getDate()).padStart(2, '0')}`;

interface TillWarningsProps {
	keepFailed: boolean;
	otherTab: boolean;
	/** When the sale in hand was sent with no answer (ISO), or null. */
	unanswered: string | null;
	/** Sends that very sale again (null when what was sent is not kept: a sale kept before sale keys). */
	onSendAgain: (() => void) | null;
}

/** What could cost the till a sale, said above it: the browser not keeping it, a second tab, a sale that may already be recorded. */
export function TillWarnings({ keepFailed, otherTab, unanswered, onSendAgain }: TillWarningsProps) {
	const { t } = useLingui();
	if (!keepFailed && !otherTab && unanswered === null) return null;
	const sentAt = unanswered === null ? '' : formatTime(unanswered);
	const day = unanswered === null ? undefined : dayOf(new Date(unanswered));
	return (
		<Stack gap="xs">
			{unanswered !== null ? (
				<Alert
					color="orange"
					icon={<IconAlertTriangle size={18} />}
					title={t`This sale may already be recorded`}
				>
					<Stack gap="xs" align="flex-start">
						{onSendAgain ? (
							<>
								<Text size="sm">
									<Trans>
										It was sent at {sentAt} and no answer came back. Send it again: the server
										records a sale once, so if it went through you get its receipt and nothing is
										taken twice. It is also in the{' '}
										<Anchor
											renderRoot={(props) => (
												<Link {...props} to="/orders" search={{ from: day }} />
											)}
										>
											day’s orders
										</Anchor>{' '}
										if it went through.
									</Trans>
								</Text>
								<Button size="xs" variant="white" onClick={onSendAgain}>
									<Trans>Send again</Trans>
								</Button>
							</>
						) : (
							<Text size="sm">
								<Trans>
									It was sent at {sentAt} and no answer came back. Look for it in the{' '}
									<Anchor
										renderRoot={(props) => <Link {...props} to="/orders" search={{ from: day }} />}
									>
										day’s orders
									</Anchor>{' '}
									before completing it again.
								</Trans>
							</Text>
						)}
					</Stack>
				</Alert>
			) : null}
			{keepFailed ? (
				<Alert
					color="orange"
					icon={<IconAlertTriangle size={18} />}
					title={t`This browser is not keeping the sale`}
				>
					<Text size="sm">
						<Trans>
							Its storage is full or switched off, so a reload or closing the tab loses the sale and the
							parked ones. Complete them before leaving this screen.
						</Trans>
					</Text>
				</Alert>
			) : null}
			{otherTab ? (
				<Alert
					color="orange"
					icon={<IconAlertTriangle size={18} />}
					title={t`This till is open in another tab too`}
				>
					<Text size="sm">
						<Trans>
							The sale the browser keeps is the one changed last. Use one tab per till, and close the
							other.
						</Trans>
					</Text>
				</Alert>
			) : null}
		</Stack>
	);
}
