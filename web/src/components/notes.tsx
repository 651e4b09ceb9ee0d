import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LIMITS } from '../../../server/extensions/deckhand/src/domain/limits.ts';
import { describeError } from '../lib/directus/errors.ts';
import { addNote, noteKeys, noteProblem, notesQuery, type NoteCollection } from '../lib/notes.ts';
import { QueryProblem } from './query-problem.tsx';
import { whoAndWhen } from '../lib/people.ts';

/**
 * Notes the shop keeps on a card, an order, a customer ("holding two for a customer",
 * "collects Friday"), for everyone who works the counter: who wrote what, when, newest first,
 * and a box to add one. `subject` names the row in the screen's words ("card", "order").
 */
export function Notes({ collection, item, subject }: { collection: NoteCollection; item: number; subject: string }) {
	const queryClient = useQueryClient();
	const notes = useQuery(notesQuery(collection, item));
	const [text, setText] = useState('');
	const [problem, setProblem] = useState<string | null>(null);
	const mutation = useMutation({
		mutationFn: (note: string) => addNote(collection, item, note),
		onSuccess: async () => {
			setText('');
			await queryClient.invalidateQueries({ queryKey: noteKeys.list(collection, item) });
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
				<form
					onSubmit={(event) => {
						event.preventDefault();
						submit();
					}}
					noValidate
				>
					<Stack gap="xs">
						<Textarea
							label="New note"
							placeholder={`Something the next person should know about this ${subject}`}
							autosize
							minRows={2}
							maxRows={8}
							value={text}
							onChange={(event) => {
								setText(event.currentTarget.value);
								setProblem(null);
							}}
							error={problem}
							description={text.length > LIMITS.noteMax * 0.9 ? `${text.trim().length} of ${LIMITS.noteMax} characters` : undefined}
						/>
						<Group justify="flex-end">
							<Button type="submit" size="xs" loading={mutation.isPending}>
								Add note
							</Button>
						</Group>
					</Stack>
				</form>
				{notes.error ? <QueryProblem error={notes.error} onRetry={() => notes.refetch()} /> : null}
				{notes.data?.length === 0 ? (
					<Text c="dimmed" size="sm">
						No notes on this {subject} yet.
					</Text>
				) : null}
				<Stack gap="xs" aria-label={`Notes on this ${subject}`} role="list">
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
