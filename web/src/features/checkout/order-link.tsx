import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/**
 * An order's number linked to its page, inside an alert: in the alert's own text colour,
 * underlined, since the theme's link colour falls short of AA on an alert's colour.
 */
export function OrderLink({ order }: { order: { id: number; number: string } }) {
	return (
		<Anchor
			c="inherit"
			underline="always"
			renderRoot={(props) => <Link {...props} to="/orders/$orderId" params={{ orderId: String(order.id) }} />}
		>
			{order.number}
		</Anchor>
	);
}
