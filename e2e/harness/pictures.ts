import knex from 'knex';
import { givePicture, pictureServer, CARD_PNG } from '../../tests/harness/pictures.ts';
import { api } from './api.ts';
import { stack } from './browser.ts';

/**
 * Set-up step, not a screen under test: the card is, to the catalogue, a card of a source whose
 * picture is a real one on the tests' own picture server (the test server fetches it from there,
 * never from a source's), written straight into the test server's SQLite file as a catalogue run
 * writes its entry.
 */
export async function giveCataloguePicture(card: number): Promise<void> {
	const address = (await pictureServer()).address(`/drawn/card-${card}-${Date.now()}.png`);
	const db = knex({ client: 'sqlite3', connection: { filename: stack().dbFile }, useNullAsDefault: true });
	try {
		await givePicture(db, card, address);
	} finally {
		await db.destroy();
	}
}

/** Set-up step: a picture of the shop's own on the card, uploaded and set as the owner does. */
export async function giveOwnPicture(card: number): Promise<void> {
	const form = new FormData();
	form.append('title', `Card ${card}`);
	form.append('file', new Blob([CARD_PNG], { type: 'image/png' }), `card-${card}.png`);
	const headers = { authorization: `Bearer ${stack().admin.token}` };
	const uploaded = await fetch(`${stack().url}/files`, { method: 'POST', headers, body: form });
	if (!uploaded.ok) throw new Error(`uploading a picture: ${uploaded.status} ${await uploaded.text()}`);
	await api('PATCH', `/items/cards/${card}`, { image: (await uploaded.json()).data.id });
}
