import { notifications } from '@mantine/notifications';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { orderKeys, tillKeys } from './keys.ts';
import { commandMutationOptions, type CommandMutationOptions } from './use-command-mutation.ts';

// Spied on, not mocked as a module: unit files share their modules (vitest.config.ts, `isolate`).
const shown = vi.spyOn(notifications, 'show');

beforeEach(() => shown.mockReset().mockReturnValue(''));

const refusal = {
	errors: [{ message: 'Only 1 left.', extensions: { code: 'OUT_OF_STOCK' } }],
	response: { status: 409 },
};

/** Sends `command` once as a screen's mutation would, with a cache holding the till's status as shown earlier. */
async function send<Answer>(options: CommandMutationOptions<Answer, number, unknown>) {
	const queryClient = new QueryClient();
	queryClient.setQueryData(tillKeys.status(1), 'as shown earlier');
	const observer = new MutationObserver(queryClient, commandMutationOptions('order-transition', options));
	await observer.mutate(8).catch(() => undefined);
	return queryClient;
}

describe('commandMutationOptions', () => {
	it('refreshes what the command changed before the screen’s own onSuccess runs', async () => {
		let staleWhenScreenRan: boolean | undefined;
		const queryClient = await send({
			mutationFn: async (order) => ({ id: order }),
			onSuccess: (_answer, _order, _mutated, { client }) => {
				staleWhenScreenRan = client.getQueryState(tillKeys.status(1))?.isInvalidated;
			},
		});
		expect(staleWhenScreenRan).toBe(true);
		expect(queryClient.getQueryState(tillKeys.status(1))?.isInvalidated).toBe(true);
	});

	it('puts the answer where `answerAt` says, without asking for it again', async () => {
		const queryClient = await send({
			mutationFn: async (order) => ({ id: order, status: 'completed' }),
			changed: (answer) => ({ order: answer.id }),
			answerAt: (answer) => orderKeys.detail(answer.id),
		});
		expect(queryClient.getQueryData(orderKeys.detail(8))).toEqual({ id: 8, status: 'completed' });
		expect(queryClient.getQueryState(orderKeys.detail(8))?.isInvalidated).toBe(false);
	});

	it('says a refusal in a notification when the screen neither handles nor shows it', async () => {
		await send({ mutationFn: () => Promise.reject(refusal) });
		expect(shown).toHaveBeenCalledTimes(1);
		expect(shown.mock.calls[0]![0]).toMatchObject({ color: 'red', message: expect.any(String) });
	});

	it('leaves a refusal to the screen that handles or shows it, and refreshes nothing', async () => {
		const handled = vi.fn();
		const queryClient = await send({ mutationFn: () => Promise.reject(refusal), onError: handled });
		await send({ mutationFn: () => Promise.reject(refusal), showsError: true });
		expect(handled).toHaveBeenCalledWith(refusal, 8, undefined, expect.anything());
		expect(shown).not.toHaveBeenCalled();
		expect(queryClient.getQueryState(tillKeys.status(1))?.isInvalidated).toBe(false);
	});
});
