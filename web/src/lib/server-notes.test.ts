import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as english } from '../locales/en.po';
import { messages as german } from '../locales/de.po';
import { SERVER_NOTES } from '@deckhand/contract/domain/server-notes.ts';
import { noteWords } from './server-notes.ts';

afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: english }));

describe('a note the server wrote, in the language spoken', () => {
	it('says each note in German on a German screen, with its figures', () => {
		i18n.loadAndActivate({ locale: 'de', messages: german });
		expect(noteWords(SERVER_NOTES.refund('S-000123'))).toBe('Erstattung für Bestellung S-000123');
		expect(noteWords(SERVER_NOTES.orderPayment('S-000123'))).toBe('Zahlung für Bestellung S-000123');
		expect(noteWords(SERVER_NOTES.tradedInTowards('S-000004'))).toBe('In Zahlung gegeben für Bestellung S-000004');
		expect(noteWords(SERVER_NOTES.tradeIn('B-000301'))).toBe('Inzahlungnahme B-000301');
		expect(noteWords(SERVER_NOTES.importRun(12, 'cards.csv'))).toBe('Import Nr. 12: cards.csv');
		expect(noteWords(SERVER_NOTES.copiesRefunded(1, '$10.83', 'tenders'))).toBe(
			'1 Exemplar für $10.83 erstattet, wie bezahlt.',
		);
		expect(noteWords(`${SERVER_NOTES.copiesRefunded(3, '$4.00', 'credit')}\nFehldruck`)).toBe(
			'3 Exemplare für $4.00 erstattet, als Guthaben.\nFehldruck',
		);
	});

	it('keeps English as written, and a note a person typed as typed in any language', () => {
		expect(noteWords(SERVER_NOTES.tradeIn('B-000301'))).toBe('Trade-in B-000301');
		i18n.loadAndActivate({ locale: 'de', messages: german });
		expect(noteWords('Refund of order S-000123, asked by phone')).toBe('Refund of order S-000123, asked by phone');
	});
});
