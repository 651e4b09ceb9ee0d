import { Badge, Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** A change of status a record's screen offers, and why it cannot be made now (null when it can). */
export interface StatusStep {
	to: string;
	label: string;
	disabledReason: string | null;
}

/**
 * The head of a record's screen (an order, a buylist): its title with its status, the lines
 * `children` says under them, and its actions, a named group: the screen's own (`actions`), then
 * a button per status step. A step that cannot be made now is shown disabled, with its reason in
 * a tooltip and, for touch screens and screen readers, in a line under the head. Steps that undo
 * (cancel, refund, reject) are red (`undoes`).
 */
export function DetailHeader<Step extends StatusStep>({
	title,
	status,
	statusColor,
	children,
	actionsLabel,
	actions,
	steps,
	undoes,
	busy,
	onStep,
}: {
	title: ReactNode;
	status: string;
	statusColor: string;
	children: ReactNode;
	actionsLabel: string;
	actions?: ReactNode;
	steps: Step[];
	undoes: (step: Step) => boolean;
	/** Whether the step is being made (its button spins). */
	busy: (step: Step) => boolean;
	onStep: (step: Step) => void;
}) {
	const { t } = useLingui();
	return (
		<>
			<Group justify="space-between" align="start">
				<Stack gap={4}>
					<Group gap="sm">
						<Title order={1} size="h2">
							{title}
						</Title>
						<Badge size="lg" variant="light" color={statusColor} aria-label={t`Status`}>
							{status}
						</Badge>
					</Group>
					{children}
				</Stack>
				<Group gap="xs" role="group" aria-label={actionsLabel}>
					{actions}
					{steps.map((step) => (
						<Tooltip key={step.to} label={step.disabledReason} disabled={step.disabledReason === null}>
							<Button
								variant={undoes(step) ? 'light' : 'filled'}
								color={undoes(step) ? 'red' : undefined}
								disabled={step.disabledReason !== null}
								loading={busy(step)}
								onClick={() => onStep(step)}
							>
								{step.label}
							</Button>
						</Tooltip>
					))}
				</Group>
			</Group>
			{steps.map(({ to, label, disabledReason: reason }) =>
				reason ? (
					<Text key={to} size="sm" c="dimmed">
						{t({ message: `${label}: ${reason}`, comment: 'an action that cannot be taken, and why' })}
					</Text>
				) : null,
			)}
		</>
	);
}
