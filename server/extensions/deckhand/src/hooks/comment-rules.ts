import type { Accountability, Query, RegisterFunctions } from '@directus/types';
import type { Knex } from 'knex';
import { LIMITS } from '@deckhand/contract/domain/limits.ts';
import { invalid, WriteForbiddenError } from '../errors.ts';
import { onRoutes } from '../http/guard.ts';
import { countNotes, isStaff, NOTE_COLLECTIONS, scopeCommentQuery, scopeCommentRequest } from './comment-scope.ts';

type Payload = Record<string, unknown>;

/** A note's text without surrounding spaces: 1 to the note bound characters. Checked for every role. */
export function noteText(comment: unknown): string {
	const text = typeof comment === 'string' ? comment.trim() : '';
	if (text === '')
		throw invalid('comment', `A note needs some text (1 to ${LIMITS.noteMax} characters).`, {
			min: 1,
			max: LIMITS.noteMax,
		});
	if (text.length > LIMITS.noteMax)
		throw invalid(
			'comment',
			`Keep the note to ${LIMITS.noteMax} characters at most (this one has ${text.length}).`,
			{ min: 1, max: LIMITS.noteMax },
		);
	return text;
}

export function checkNewComment(payload: Payload, accountability: Accountability | null): Payload {
	const comment = noteText(payload['comment']);
	if (isStaff(accountability) && !(NOTE_COLLECTIONS as readonly unknown[]).includes(payload['collection']))
		throw new WriteForbiddenError('Notes can be added to cards, orders, buylists and customers only.', {
			collection: 'directus_comments',
		});
	return { ...payload, comment };
}

export function checkCommentEdit(payload: Payload): Payload {
	return 'comment' in payload ? { ...payload, comment: noteText(payload['comment']) } : payload;
}

/** Notes on cards, orders, buylists and customers: their text bound, and who sees which. */
export function commentRules({ filter, init }: Pick<RegisterFunctions, 'filter' | 'init'>, database: Knex): void {
	filter('comments.create', (input, _meta, { accountability }) => checkNewComment(input as Payload, accountability));
	filter('comments.update', (input) => checkCommentEdit(input as Payload));
	filter('comments.query', (query, _meta, { accountability }) => scopeCommentQuery(query as Query, accountability));
	onRoutes(init, 'routes.before', (app) => {
		app.use(
			'/comments',
			scopeCommentRequest(() => countNotes(database)),
		);
	});
}
