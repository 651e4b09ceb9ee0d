import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryProblem } from '../../components/query-problem.tsx';
import { describeError } from '../../lib/directus/errors.ts';
import { addOrderNote, NOTE_MAX, orderNotesQuery, personName } from './orders-query.ts';

/** The clerk's words for a note that cannot be sent, or null when it can. */
export function noteProblem(text: string): string | null {
	const trimmed = text.trim();
	if (trimmed === '') return 'Write the note before adding it.';
	if (trimmed.length > NOTE_MAX) return `Keep the note to ${NOTE_MAX} characters at most (this one has ${trimmed.length}).`;
	return null;
}

/** Notes the shop keeps on an order ("customer collects Friday"): who wrote what, when, newest first, and a box to add one. */
export function OrderNotes({ order }: { order: number }) {
	const queryClient = useQueryClient();
	const notes = useQuery(orderNotesQuery(order));
	const [text, setText] = useState('');
	const [problem, setProblem] = useState<string | null>(null);
	const mutation = useMutation({
		mutationFn: (note: string) => addOrderNote(order, note),
		onSuccess: async () => {
			setText('');
			await queryClient.invalidateQueries({ queryKey: orderNotesQuery(order).queryKey });
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
							placeholder="Something the next person should know about this order"
							autosize
							minRows={2}
							maxRows={8}
							value={text}
							onChange={(event) => {
								setText(event.currentTarget.value);
								setProblem(null);
							}}
							error={problem}
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
						No notes on this order yet.
					</Text>
				) : null}
				<Stack gap="xs" aria-label="Notes on this order" role="list">
					{(notes.data ?? []).map((note) => (
						<Paper key={note.id} withBorder p="xs" role="listitem">
							<Text size="xs" c="dimmed">
								{personName(note.user_created)} · {new Date(note.date_created).toLocaleString()}
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
