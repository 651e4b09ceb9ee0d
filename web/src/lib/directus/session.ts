import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readMe, readPolicyGlobals, readUserPermissions, serverInfo, updateMe } from '@directus/sdk';
import { projectKeys, sessionKeys } from '../api/keys.ts';
import { useCommandMutation } from '../api/use-command-mutation.ts';
import { activeLanguage, speak } from '../i18n/i18n.ts';
import { ACCOUNT_TAGS, languageOf, type Language } from '../i18n/languages.ts';
import { directus } from './client.ts';
import { forgetSession } from './session-storage.ts';
import { ME_FIELDS } from './me-fields.ts';
import type { PermissionMap, ServerAccess } from '../permissions/capabilities.ts';

export interface Me {
	id: string;
	email: string;
	first_name: string | null;
	last_name: string | null;
	/** The person's picture (a file id), or null. */
	avatar: string | null;
	/** The language chosen in the account, as a language tag ("de-DE"); null until one is chosen. */
	language: string | null;
}

export const meQuery = () =>
	queryOptions({
		queryKey: sessionKeys.me(),
		queryFn: async () => (await directus.request(readMe({ fields: [...ME_FIELDS] }))) as Me,
		staleTime: 5 * 60_000,
		retry: false,
	});

export const accessQuery = () =>
	queryOptions({
		queryKey: sessionKeys.access(),
		queryFn: async (): Promise<ServerAccess> => {
			const [globals, permissions] = await Promise.all([
				directus.request(readPolicyGlobals()),
				directus.request(readUserPermissions()),
			]);
			return { admin: Boolean(globals.admin_access), permissions: permissions as unknown as PermissionMap };
		},
		staleTime: 5 * 60_000,
		retry: false,
	});

/**
 * Speaks the language chosen at once, and keeps it in the account, so every device the person
 * signs in on speaks it (the account's answer replaces the session's cached one).
 */
export function useChooseLanguage() {
	return useCommandMutation('language-choose', {
		mutationFn: async (language: Language) => {
			await speak(language);
			return (await directus.request(
				updateMe({ language: ACCOUNT_TAGS[language] }, { fields: [...ME_FIELDS] }),
			)) as Me;
		},
		answerAt: () => sessionKeys.me(),
	});
}

/** Speaks the language kept in the signed-in account, once the session says which (another device may have chosen it). */
export function useAccountLanguage(): void {
	const language = useQuery({ ...meQuery(), select: (me) => languageOf(me.language) }).data;
	useEffect(() => {
		if (language && language !== activeLanguage()) void speak(language);
	}, [language]);
}

/** Shop name, logo and colour: Directus's public project descriptor, readable before sign-in. */
export const projectQuery = () =>
	queryOptions({
		queryKey: projectKeys.info(),
		queryFn: async () => {
			const info = await directus.request(serverInfo());
			const project = (
				info as {
					project?: { project_name?: string; project_logo?: string | null; project_color?: string | null };
				}
			).project;
			return {
				name: project?.project_name ?? 'Deckhand',
				logo: project?.project_logo ?? null,
				color: project?.project_color ?? '#1F6F5C',
			};
		},
		staleTime: 60 * 60_000,
	});

/** Signs in (the session's answers are refreshed by the command that signs in: `REFRESHES['sign-in']`). */
export async function signIn(email: string, password: string): Promise<void> {
	await directus.login({ email, password });
}

/** Revokes the session on the server; every tab loses access (the cookie is shared). */
export async function signOut(queryClient: QueryClient): Promise<void> {
	try {
		await directus.logout();
	} finally {
		forgetSession();
		queryClient.removeQueries({ queryKey: sessionKeys.all });
	}
}

/** The email inside an invite or reset token, to sign the person in once the password is set. */
export function emailInToken(token: string): string | null {
	try {
		const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
			email?: string;
		};
		return payload.email ?? null;
	} catch {
		return null;
	}
}
