import { createError } from '@directus/errors';
import type { NextFunction, Request, Response } from 'express';

const SignInElsewhereError = createError(
	'FORBIDDEN',
	'Sign in and ask for password resets through /auth/login and /auth/password/request, where attempts are counted.',
	403,
);
const RefreshElsewhereError = createError(
	'FORBIDDEN',
	'Refresh a session through /auth/refresh, whose tokens end with their session.',
	403,
);
const FileImportError = createError(
	'FORBIDDEN',
	'Files are uploaded from this device; the server does not fetch files from other addresses.',
	403,
);
const ExportToFileError = createError(
	'FORBIDDEN',
	'Exports are downloaded (the Data Studio’s Download, Deckhand’s own exports), never saved to the file library.',
	403,
);
const DeploymentsError = createError(
	'FORBIDDEN',
	'Deckhand deploys no website: Directus’s deployments are switched off.',
	403,
);
const ExtensionsError = createError(
	'FORBIDDEN',
	'Extensions are installed and switched on with the server’s files, never through the API.',
	403,
);

/**
 * GraphQL operations Deckhand does not serve. One GraphQL document can hold hundreds of aliased
 * `auth_login` fields and answers 200 whatever they return, so the sign-in limiter could not
 * count its guesses, and `auth_refresh` issues tokens that name no session (refused as unbound,
 * `sign-in/session-bound-tokens.ts`); `import_file` fetches a file from any address with no size bound and no
 * look at its content; deployments and extensions are closed as below. A field's name is always spelled out
 * in a document (GraphQL has no escapes in names), so finding it in the text is enough; a mention
 * in a comment is refused too.
 */
const GRAPHQL_FIELDS: [RegExp, () => Error][] = [
	[/\bauth_(login|password_request)\b/, () => new SignInElsewhereError()],
	[/\bauth_refresh\b/, () => new RefreshElsewhereError()],
	[/\bimport_file\b/, () => new FileImportError()],
	[/deployment/, () => new DeploymentsError()],
	[/\bupdate_extensions_item\b/, () => new ExtensionsError()],
];

function graphqlText(req: Request): string {
	const fromBody = (req.body as { query?: unknown } | undefined)?.query;
	const fromAddress = req.query['query'];
	return [fromBody, fromAddress].filter((text): text is string => typeof text === 'string').join('\n');
}

/**
 * Routes Deckhand closes for every role: importing a file from an address; sign-in through
 * GraphQL; Directus's deployments of a website to Vercel or Netlify, which the shop has none of
 * (and where Directus calls the provider with whatever token it is sent before it checks who
 * asks: a clerk could make the server call out); and changing extensions, which would switch
 * off Deckhand's own rules and reloads every extension on every instance (reading them stays:
 * the Data Studio lists them). And Directus's export to the file library (`/utils/export`): it
 * writes the file after answering, from reads no hook tells apart from any other, so its cells
 * cannot be made spreadsheet-safe as a download's are (`spreadsheet-safe-exports.ts`).
 */
export function closedRoutes(req: Request, _res: Response, next: NextFunction): void {
	if (req.method === 'POST' && /^\/files\/import\/?$/.test(req.path)) return next(new FileImportError());
	if (/^\/utils\/export(\/|$)/i.test(req.path)) return next(new ExportToFileError());
	if (/^\/deployments(\/|$)/.test(req.path)) return next(new DeploymentsError());
	if (req.method !== 'GET' && /^\/extensions(\/|$)/.test(req.path)) return next(new ExtensionsError());
	if (/^\/graphql(\/|$)/.test(req.path)) {
		const text = graphqlText(req);
		const refusal = GRAPHQL_FIELDS.find(([field]) => field.test(text));
		if (refusal) return next(refusal[1]());
	}
	next();
}
