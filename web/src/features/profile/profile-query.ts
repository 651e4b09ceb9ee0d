import { updateMe } from '@directus/sdk';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import type { PasswordChangeBody } from '@deckhand/contract/profile/password-rules.ts';
import { PEOPLE_FOLDER } from '@deckhand/contract/schema/folders.ts';
import { send } from '../../lib/api/deckhand-client.ts';
import { sessionKeys } from '../../lib/api/keys.ts';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import { directus } from '../../lib/directus/client.ts';
import { ME_FIELDS } from '../../lib/directus/me-fields.ts';
import type { Me } from '../../lib/directus/session.ts';
import { uploadPicture } from '../../lib/pictures.ts';

/** Saves what the person changed of their own record and puts the answer where the header reads it (`meQuery`), so the new name or picture shows at once. */
function useSaveMe<T>(
	change: (input: T) => Promise<Partial<Me>>,
	handlers: { onError?: (error: unknown) => void } = {},
) {
	return useCommandMutation('profile-save', {
		mutationFn: async (input: T) =>
			(await directus.request(updateMe(await change(input), { fields: [...ME_FIELDS] }))) as Me,
		answerAt: () => sessionKeys.me(),
		onError: handlers.onError,
		showsError: true,
	});
}

export const useSaveName = (handlers: { onError: (error: unknown) => void }) =>
	useSaveMe(async (name: { first_name: string | null; last_name: string | null }) => name, handlers);

/** A new picture into the people's folder (or none), then on the person's record. */
export const useSaveAvatar = () =>
	useSaveMe(async ({ file, title }: { file: File | null; title: string }) => ({
		avatar: file ? await uploadPicture(file, title, PEOPLE_FOLDER) : null,
	}));

/** The server checks the current password (`POST /deckhand/profile/password`): Directus's own `/users/me` refuses a password. */
export const changePassword = (change: PasswordChangeBody) => send(ENDPOINTS.passwordChange, { body: change });
