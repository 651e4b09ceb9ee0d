import type { Endpoint } from '@deckhand/contract/api/endpoint.ts';
import type { InvalidField } from '@deckhand/contract/errors/refusals.ts';
import { checkRequest } from '@deckhand/contract/api/request/refusal.ts';

/** A refusal said before sending, in the shape of the server's (the SDK's error: `errors`, `response.status`). */
export class RefusedBeforeSending extends Error {
	readonly errors: [{ message: string; extensions: InvalidField & { code: 'VALIDATION_FAILED' } }];
	readonly response = { status: 400 };

	constructor(message: string, extensions: InvalidField) {
		super(message);
		this.errors = [{ message, extensions: { code: 'VALIDATION_FAILED', ...extensions } }];
	}
}

/**
 * Checks a body with its endpoint's schema, the one the server parses it with: a body it would
 * refuse is refused here with the server's own sentence, field and bounds, before anything is
 * sent, so a form says it beside the field at once and keeps what was typed.
 */
export function checkBody(entry: Endpoint, body: unknown): void {
	if (!entry.request) return;
	const checked = checkRequest(entry.request, body);
	if (checked.ok) return;
	const { ok: _ok, message, ...field } = checked;
	throw new RefusedBeforeSending(message, field);
}
