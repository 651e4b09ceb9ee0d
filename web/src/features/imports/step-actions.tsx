import { Alert, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Problem } from '../../lib/directus/errors.ts';

/** How an import's step ends: why its last call was refused, when it was (and about no control of the step), above the step's buttons. */
export function StepActions({ problem = null, children }: { problem?: Problem | null; children: ReactNode }) {
	return (
		<>
			{problem ? (
				<Alert color={problem.kind === 'offline' ? 'orange' : 'red'} role="alert">
					{problem.message}
				</Alert>
			) : null}
			<Group>{children}</Group>
		</>
	);
}
