import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryProblem } from '../../../components/query-problem.tsx';
import { describeError } from '../../../lib/directus/errors.ts';
import { addCardNote, cardNoteKeys, cardNotesQuery, NOTE_MAX, noteProblem, type CardNote } from './card-notes-query.ts';

const author = (note: CardNote) =>
	note.user_created ? [note.user_created.first_name, note.user_created.last_name].filter(Boolean).join(' ') || note.user_created.email : 'Someone';

/**
 * Notes the shop keeps on a card ("holding two for a customer", "check the centring"), for
 * everyone who works the counter: who wrote what, when, newest first, and a box to add one.
 */
export function CardNotes({ card }: { card: number }) {
	const queryClient = useQueryClient();
	const notes = useQuery(cardNotesQuery(card));
	const [text, setText] = useState('');
	const [problem, setProblem] = useState<string | null>(null);
	const mutation = useMutation({
		mutationFn: (note: string) => addCardNote(card, note),
		onSuccess: async () => {
			setText('');
			await queryClient.invalidateQueries({ queryKey: cardNoteKeys.list(card) });
		},
		// The text stays in the box; the server's words go beside it.
		onError: (error) => setProblem(describeError(error).message),
	});
	const submit = () => {
		const found = noteProblem(text);
		setProblem(found);
		if (!found) mutation.mutate(text);
	};
	return (
		<>
			<Title order={2} size="h4" mt="md">
				Notes
			</Title>
			<Stack gap="xs" maw={720}>
				<form onSubmit={(event) => { event.preventDefault(); submit(); }} noValidate>
					<Stack gap="xs">
						<Textarea label="New note" placeholder="Something the next person should know about this card" autosize minRows={2} maxRows={8}
							value={text} onChange={(event) => { setText(event.currentTarget.value); setProblem(null); }} error={problem}
							description={text.length > NOTE_MAX * 0.9 ? `${text.trim().length} of ${NOTE_MAX} characters` : undefined} />
						<Group justify="flex-end">
							<Button type="submit" size="xs" loading={mutation.isPending}>
								Add note
							</Button>
						</Group>
					</Stack>
				</form>
				{notes.error ? <QueryProblem error={notes.error} onRetry={() => notes.refetch()} /> : null}
				{notes.data?.length === 0 ? <Text c="dimmed" size="sm">No notes on this card yet.</Text> : null}
				<Stack gap="xs" aria-label="Notes on this card" role="list">
					{(notes.data ?? []).map((note) => (
						<Paper key={note.id} withBorder p="xs" role="listitem">
							<Text size="xs" c="dimmed">
								{author(note)} · {new Date(note.date_created).toLocaleString()}
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
