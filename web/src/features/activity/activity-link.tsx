import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ActivityLink } from './activity-query.ts';

/** A line's words as a link to the page of its record (order, customer, card, games, pictures, a till's day), or as plain text when the dashboard has none. */
export function LineLink({ link, children }: { link: ActivityLink | null; children: string }) {
	if (!link) return <>{children}</>;
	switch (link.page) {
		case 'order':
			return (
				<Anchor
					renderRoot={(props) => (
						<Link {...props} to="/orders/$orderId" params={{ orderId: String(link.id) }} />
					)}
				>
					{children}
				</Anchor>
			);
		case 'customer':
			return (
				<Anchor
					renderRoot={(props) => (
						<Link {...props} to="/customers/$customerId" params={{ customerId: String(link.id) }} />
					)}
				>
					{children}
				</Anchor>
			);
		case 'card':
			return (
				<Anchor
					renderRoot={(props) => (
						<Link {...props} to="/catalog/cards/$cardId" params={{ cardId: String(link.id) }} />
					)}
				>
					{children}
				</Anchor>
			);
		case 'games':
			return <Anchor renderRoot={(props) => <Link {...props} to="/catalog/games" />}>{children}</Anchor>;
		case 'pictures':
			return <Anchor renderRoot={(props) => <Link {...props} to="/pictures" />}>{children}</Anchor>;
		case 'till_session':
			return (
				<Anchor
					renderRoot={(props) => (
						<Link
							{...props}
							to="/tills/$tillId/sessions/$sessionId"
							params={{ tillId: String(link.till), sessionId: String(link.session) }}
						/>
					)}
				>
					{children}
				</Anchor>
			);
	}
}
