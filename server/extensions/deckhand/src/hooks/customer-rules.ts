import { phoneDigits } from '@deckhand/contract/domain/phone-digits.ts';

type Payload = Record<string, unknown>;

/** Keeps `customers.phone_digits` in step with the phone; a value sent by a client is ignored, as `cards.search_text` is. */
export function withPhoneDigits(payload: Payload): Payload {
	const { phone_digits: _ignored, ...rest } = payload;
	return 'phone' in rest ? { ...rest, phone_digits: phoneDigits(rest['phone']) } : rest;
}
