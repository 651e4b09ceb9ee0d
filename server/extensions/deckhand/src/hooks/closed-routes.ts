import { createError } from '@directus/errors';
import type { NextFunction, Request, Response } from 'express';

const SignInElsewhereError = createError(
	'FORBIDDEN',
	'Sign in and ask for password resets through /auth/login and /auth/password/request, where attempts are counted.',
	403,
);
const FileImportError = createError('FORBIDDEN', 'Files are uploaded from this device; the server does not fetch files from other addresses.', 403);

/**
 * GraphQL operations Deckhand does not serve. One GraphQL document can hold hundreds of aliased
 * `auth_login` fields and answers 200 whatever they return, so the sign-in limiter could not
 * count its guesses; `import_file` fetches a file from any address with no size bound and no
 * look at its content. A field's name is always spelled out in a document (GraphQL has no
 * escapes in names), so finding it in the text is enough; a mention in a comment is refused too.
 */
const GRAPHQL_FIELDS: [RegExp, () => Error][] = [
	[/\bauth_(login|password_request)\b/, () => new SignInElsewhereError()],
	[/\bimport_file\b/, () => new FileImportError()],
];

function graphqlText(req: Request): string {
	const fromBody = (req.body as { query?: unknown } | undefined)?.query;
	const fromAddress = req.query['query'];
	return [fromBody, fromAddress].filter((text): text is string => typeof text === 'string').join('\n');
}

/** Routes Deckhand closes for every role: importing a file from an address, and sign-in through GraphQL. */
export function closedRoutes(req: Request, _res: Response, next: NextFunction): void {
	if (req.method === 'POST' && /^\/files\/import\/?$/.test(req.path)) return next(new FileImportError());
	if (/^\/graphql(\/|$)/.test(req.path)) {
		const text = graphqlText(req);
		const refusal = GRAPHQL_FIELDS.find(([field]) => field.test(text));
		if (refusal) return next(refusal[1]());
	}
	next();
}
