import { Text, Timeline, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { BUYLIST_STATUS_WORDS } from '../../lib/buylist-words.ts';
import { formatDateTime } from '../../lib/i18n/formats.ts';
import type { BuylistEventView } from '../../lib/buylists/buylist-view.ts';

/** The buylist's status history, oldest first, each change with when and its note. */
export function BuylistHistory({ events }: { events: BuylistEventView[] }) {
	const { t, i18n } = useLingui();
	return (
		<>
			<Title order={2} size="h4" mt="md">
				<Trans>Status history</Trans>
			</Title>
			<Timeline active={events.length - 1} bulletSize={14} lineWidth={2} aria-label={t`Status history`}>
				{events.map((event) => (
					<Timeline.Item
						key={event.id}
						title={
							event.from_status
								? `${i18n._(BUYLIST_STATUS_WORDS[event.from_status])} → ${i18n._(BUYLIST_STATUS_WORDS[event.to_status])}`
								: i18n._(BUYLIST_STATUS_WORDS[event.to_status])
						}
					>
						<Text size="xs" c="dimmed">
							{formatDateTime(event.date_created)}
						</Text>
						{event.note ? <Text size="sm">{event.note}</Text> : null}
					</Timeline.Item>
				))}
			</Timeline>
		</>
	);
}
