import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LIMITS } from '@deckhand/contract/domain/limits.ts';
import { useCommandMutation } from '../lib/api/use-command-mutation.ts';
import { describeError } from '../lib/directus/errors.ts';
import { formatNumber } from '../lib/i18n/formats.ts';
import { addNote, noteProblem, notesQuery, type NoteCollection } from '../lib/notes.ts';
import { QueryProblem } from './query-problem.tsx';
import { whoAndWhen } from '../lib/people.ts';

/** The sentences that name the row notes are kept on: whole sentences, since a language may say "this card" and "this order" differently. */
const WORDS: Record<
	NoteCollection,
	{ placeholder: MessageDescriptor; none: MessageDescriptor; list: MessageDescriptor }
> = {
	cards: {
		placeholder: msg`Something the next person should know about this card`,
		none: msg`No notes on this card yet.`,
		list: msg`Notes on this card`,
	},
	orders: {
		placeholder: msg`Something the next person should know about this order`,
		none: msg`No notes on this order yet.`,
		list: msg`Notes on this order`,
	},
	buylists: {
		placeholder: msg`Something the next person should know about this buylist`,
		none: msg`No notes on this buylist yet.`,
		list: msg`Notes on this buylist`,
	},
	customers: {
		placeholder: msg`Something the next person should know about this customer`,
		none: msg`No notes on this customer yet.`,
		list: msg`Notes on this customer`,
	},
};

/**
 * Notes the shop keeps on a card, an order, a customer ("holding two for a customer",
 * "collects Friday"), for everyone who works the counter: who wrote what, when, newest first,
 * and a box to add one.
 */
export function Notes({ collection, item }: { collection: NoteCollection; item: number }) {
	const { t, i18n } = useLingui();
	const notes = useQuery(notesQuery(collection, item));
	const [text, setText] = useState('');
	const [problem, setProblem] = useState<string | null>(null);
	const mutation = useCommandMutation('note-add', {
		mutationFn: (note: string) => addNote(collection, item, note),
		changed: () => ({ note: { collection, item } }),
		onSuccess: () => setText(''),
		// The text stays in the box; the server's words go beside it.
		onError: (error) => setProblem(describeError(error).message),
	});
	const submit = () => {
		const found = noteProblem(text);
		setProblem(found);
		if (!found) mutation.mutate(text);
	};
	const words = WORDS[collection];
	const length = formatNumber(text.trim().length);
	const limit = formatNumber(LIMITS.noteMax);
	return (
		<>
			<Title order={2} size="h4" mt="md">
				<Trans>Notes</Trans>
			</Title>
			<Stack gap="xs" maw={720}>
				<form
					onSubmit={(event) => {
						event.preventDefault();
						submit();
					}}
					noValidate
				>
					<Stack gap="xs">
						<Textarea
							label={t`New note`}
							placeholder={i18n._(words.placeholder)}
							autosize
							minRows={2}
							maxRows={8}
							value={text}
							onChange={(event) => {
								setText(event.currentTarget.value);
								setProblem(null);
							}}
							error={problem}
							description={
								text.length > LIMITS.noteMax * 0.9 ? t`${length} of ${limit} characters` : undefined
							}
						/>
						<Group justify="flex-end">
							<Button type="submit" size="xs" loading={mutation.isPending}>
								<Trans>Add note</Trans>
							</Button>
						</Group>
					</Stack>
				</form>
				{notes.error ? <QueryProblem error={notes.error} onRetry={() => notes.refetch()} /> : null}
				{notes.data?.length === 0 ? (
					<Text c="dimmed" size="sm">
						{i18n._(words.none)}
					</Text>
				) : null}
				<Stack gap="xs" aria-label={i18n._(words.list)} role="list">
					{(notes.data ?? []).map((note) => (
						<Paper key={note.id} withBorder p="xs" role="listitem">
							<Text size="xs" c="dimmed">
								{whoAndWhen(note.user_created, note.date_created)}
							</Text>
							<Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
								{note.comment}
							</Text>
						</Paper>
					))}
				</Stack>
			</Stack>
		</>
	);
}
