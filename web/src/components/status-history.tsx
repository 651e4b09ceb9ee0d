import { Text, Timeline, Title } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { noteWords } from '../lib/server-notes.ts';

/** One change of a record's status, as its events collection keeps it. */
export interface StatusEvent<Status extends string> {
	id: number;
	from_status: Status | null;
	to_status: Status;
	note: string | null;
}

/** A record's status history, oldest first: each change ("Offered → Accepted") with `when` (who and when) and its note. */
export function StatusHistory<Status extends string, Event extends StatusEvent<Status>>({
	events,
	words,
	when,
}: {
	events: Event[];
	words: Record<Status, MessageDescriptor>;
	when: (event: Event) => string;
}) {
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
							// An event that keeps the status (some copies refunded) is said by its note alone.
							event.from_status && event.from_status !== event.to_status
								? `${i18n._(words[event.from_status])} → ${i18n._(words[event.to_status])}`
								: i18n._(words[event.to_status])
						}
					>
						<Text size="xs" c="dimmed">
							{when(event)}
						</Text>
						{event.note ? <Text size="sm">{noteWords(event.note)}</Text> : null}
					</Timeline.Item>
				))}
			</Timeline>
		</>
	);
}
