import { Anchor, Badge, Group, Text } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/** This browser's till as the checkout screen knows it: `open` is null while unknown (the server decides then). */
export interface Drawer {
	till: number | null;
	name: string | null;
	open: boolean | null;
}

/** Why cash cannot be taken here and now, or null: cash goes into an open till's drawer. Card and store credit need none. */
export function cashBlocker(payments: ReadonlyArray<{ method: string }>, drawer: Drawer): string | null {
	if (!payments.some((payment) => payment.method === 'cash')) return null;
	if (drawer.till === null)
		return t`Cash needs an open till: choose this browser's till on the Tills screen and open it.`;
	const name = drawer.name ?? '';
	return drawer.open === false ? t`Cash needs an open till: open ${name} on the Tills screen first.` : null;
}

/** Which till this browser rings sales up on, and whether its drawer is open, with the way to open it. */
export function TillDrawer({ drawer }: { drawer: Drawer }) {
	const { t } = useLingui();
	const tills = (label: string) => <Anchor renderRoot={(props) => <Link {...props} to="/tills" />}>{label}</Anchor>;
	if (drawer.till === null)
		return (
			<Group gap="xs" role="group" aria-label={t`This browser's till`}>
				<Text size="sm">
					<Trans>This browser has no till: sales without cash go through, cash needs a till.</Trans>
				</Text>
				{tills(t`Choose this browser's till`)}
			</Group>
		);
	const name = drawer.name ?? '…';
	return (
		<Group gap="xs" role="group" aria-label={t`This browser's till`}>
			<Text size="sm">
				<Trans>Till: {name}</Trans>
			</Text>
			{drawer.open === null ? null : drawer.open ? (
				<Badge color="teal" variant="light">
					{t({ message: 'Open', comment: 'till state' })}
				</Badge>
			) : (
				<>
					<Badge color="gray" variant="light">
						{t({ message: 'Closed', comment: 'till state' })}
					</Badge>
					{tills(t`Open the till`)}
				</>
			)}
		</Group>
	);
}
