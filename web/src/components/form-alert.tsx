import { Alert } from '@mantine/core';
import type { Problem } from '../lib/directus/errors.ts';

/** What went wrong with a save that no single field explains, above the form. */
export function FormAlert({ problem }: { problem: Problem | null }) {
	if (!problem) return null;
	return (
		<Alert color={problem.kind === 'offline' ? 'orange' : 'red'} role="alert">
			{problem.message}
		</Alert>
	);
}
