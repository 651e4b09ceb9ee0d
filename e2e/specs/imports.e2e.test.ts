import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockingViolations } from '../harness/accessibility.ts';
import { DECKHAND_COLUMNS } from '../../server/extensions/deckhand/src/imports/formats/deckhand-columns.ts';
import { api } from '../harness/api.ts';
import { appUrl, screenshot, signedInContext, stack, specBrowser } from '../harness/browser.ts';
import { cutOff } from '../harness/cut-off.ts';
import { downloaded } from '../harness/downloads.ts';
import { deckhandFile, planFile, sendFile, uploadFile, type DeckhandCells } from '../harness/imports.ts';
import { ImportsPage } from '../pages/imports-page.ts';

let browser: Browser;
let owner: BrowserContext;
const tag = Date.now().toString(36);

beforeAll(async () => {
	browser = await specBrowser();
	owner = await signedInContext(browser, stack().admin);
});
afterAll(async () => {
	await owner?.close();
	await browser?.close();
});

/** A new card of the seeded Obsidian Flames set, with a name of this run's own. */
const card = (name: string, number: string, cells: DeckhandCells): DeckhandCells => ({
	game_code: 'PKM',
	game_name: 'Pokémon',
	set_code: 'OBF',
	set_name: 'Obsidian Flames',
	card_name: `${name} ${tag}`,
	collector_number: number,
	rarity: 'Rare',
	kind: 'single',
	condition: 'NM',
	finish: 'normal',
	language: 'EN',
	...cells,
});

const WIDE = { width: 1366, height: 900 };
const TABLET = { width: 1024, height: 768 };

/** Sees the page at both widths the shop uses it at: nothing cut off at the tablet's, no serious or critical WCAG violation. */
async function look(page: Page, name: string): Promise<void> {
	await screenshot(page, name);
	expect(await blockingViolations(page), name).toEqual([]);
	await page.setViewportSize(TABLET);
	// The sidebar folds to its icons at this width: the screen is looked at once it has.
	await page.waitForFunction(() => document.querySelector('main')!.getBoundingClientRect().left < 100);
	expect(await cutOff(page), `${name} at 1024 px`).toEqual([]);
	await screenshot(page, `${name}-1024`);
	await page.setViewportSize(WIDE);
}

/** The SKUs of a card named so, as the owner reads them. */
const skusOf = (name: string) =>
	api(
		'GET',
		`/items/skus?filter[card][name][_eq]=${encodeURIComponent(name)}&fields=quantity,price,condition,finish,language`,
	);

describe('importing a file into the shop', () => {
	it('shows a bad row by its line with commit disabled, and commits the corrected file through its progress to done', async () => {
		const page = await owner.newPage();
		await page.setViewportSize(WIDE);
		const imports = await new ImportsPage(page).open();
		await imports.step('Upload').waitFor();
		await look(page, 'imports-upload');

		const bad = deckhandFile(`stock-${tag}-bad.csv`, [
			card('Import Gull', '901', { quantity: '4', price: '12.50' }),
			card('Import Crab', '902', { condition: 'Slightly Used', quantity: '1' }),
		]);
		await imports.upload(bad);
		await imports.step('Preview').waitFor();
		await page.getByText(`${bad.name} read as Deckhand CSV: 2 data rows, 1 with an error.`).waitFor();
		expect(await imports.fieldOf('card_name')).toBe('Card name');
		expect(await imports.fieldOf('sku_id')).toBe('not used');
		const good = imports.line(imports.firstRows(), 2);
		expect(await good.innerText()).toContain(`Import Gull ${tag}`);
		expect(await good.innerText()).toContain('NM · normal · EN');
		expect(await good.innerText()).toContain('$12.50');
		const marked = imports.line(imports.firstRows(), 3);
		expect(await marked.innerText()).toMatch(/Error\s+.*Slightly Used/s);
		await look(page, 'imports-preview');

		await imports.dryRun();
		expect(await imports.rowsTab('Errors').getAttribute('aria-selected')).toBe('true');
		const reason = await imports.line(imports.rows('Errors'), 3).innerText();
		expect(reason).toContain('Slightly Used');
		expect(await imports.commit().isDisabled()).toBe(true);
		await page
			.getByText(
				'1 row has an error. Correct it in the file and upload the file again: one bad row imports nothing.',
			)
			.waitFor();
		await look(page, 'imports-dry-run-errors');

		await page.getByRole('button', { name: 'Upload a corrected file' }).click();
		await imports.step('Upload').waitFor();
		const fixed = deckhandFile(`stock-${tag}.csv`, [
			card('Import Gull', '901', { quantity: '4', price: '12.50' }),
			card('Import Crab', '902', { condition: 'LP', finish: 'foil', quantity: '1', price: '3.00' }),
		]);
		await imports.upload(fixed);
		await imports.step('Preview').waitFor();
		await imports.dryRun();
		await page.getByText('Quantities replace what is on hand; cards not in the catalog are created.').waitFor();
		expect(await imports.rowsTab('To create').innerText()).toBe('To create (2)');
		expect(await imports.rowsTab('Errors').innerText()).toBe('Errors (0)');
		await look(page, 'imports-dry-run');

		await imports.commit().click();
		// The commit's answer is the job at work: its progress is shown until the server says it is done.
		await imports.progress().waitFor({ state: 'attached' });
		await imports.step('Done').waitFor({ timeout: 30_000 });
		await page.getByText('2 rows created new SKUs').waitFor();
		await look(page, 'imports-done');
		expect(await imports.recent().getByRole('row').filter({ hasText: fixed.name }).innerText()).toContain(
			'Imported',
		);

		expect(await skusOf(`Import Gull ${tag}`)).toEqual([
			{ quantity: 4, price: 1250, condition: 'NM', finish: 'normal', language: 'EN' },
		]);
		expect(await skusOf(`Import Crab ${tag}`)).toEqual([
			{ quantity: 1, price: 300, condition: 'LP', finish: 'foil', language: 'EN' },
		]);
		await page.close();
	}, 120_000);

	it('reads a TCGplayer pricing export by its header: condition, edition, finish and language from one column, its market price kept', async () => {
		const header =
			'TCGplayer Id,Product Line,Set Name,Product Name,Title,Number,Rarity,Condition,TCG Market Price,TCG Direct Low,TCG Low Price With Shipping,TCG Low Price,Total Quantity,Add to Quantity,TCG Marketplace Price,Photo URL';
		const sku = String(Date.now()).slice(-9);
		const file = {
			name: `tcgplayer-pricing-${tag}.csv`,
			text: `${header}\n${sku},Pokemon,Obsidian Flames,Import Moth ${tag},,150/197,Rare,Lightly Played 1st Edition Reverse Holofoil,1.25,,,,3,0,1.50,https://tcgplayer-cdn.example/moth.jpg\n`,
		};
		const page = await owner.newPage();
		await page.setViewportSize(WIDE);
		const imports = await new ImportsPage(page).open();
		await imports.upload(file);
		await page.getByText(`${file.name} read as TCGplayer: 1 data row, 0 with errors.`).waitFor();
		await page.getByRole('heading', { name: 'The first row as it will be stored' }).waitFor();
		expect(await imports.fieldOf('Condition')).toBe('Condition, Edition, Finish, Language, Single or sealed');
		expect(await imports.fieldOf('TCG Market Price')).toBe('Market price');
		expect(await imports.fieldOf('Photo URL')).toBe('not used');
		const row = await imports.line(imports.firstRows(), 2).innerText();
		expect(row).toContain('LP · reverse holo · EN · 1st Edition');
		// 3 copies, nothing to add on top (Add to Quantity 0), the store's price, no cost, the market price.
		expect(row).toMatch(/\s3\s+\$1\.50\s+—\s+\$1\.25/);
		await look(page, 'imports-preview-tcgplayer');

		await imports.dryRun('Add');
		await page
			.getByText('Quantities are added to what is on hand; cards not in the catalog are created.')
			.waitFor();
		expect(await imports.rowsTab('To create').innerText()).toBe('To create (1)');
		await imports.commit().click();
		await imports.step('Done').waitFor({ timeout: 30_000 });
		const [made] = await api(
			'GET',
			`/items/skus?filter[tcgplayer_id][_eq]=${sku}&fields=quantity,price,condition,finish,language,edition,card.name`,
		);
		expect(made).toEqual({
			quantity: 3,
			price: 150,
			condition: 'LP',
			finish: 'reverse_holo',
			language: 'EN',
			edition: 'first_edition',
			card: { name: `Import Moth ${tag}` },
		});

		// The same rows as a spreadsheet saves them again (CRLF, a byte order mark): the dry run names the import they repeat.
		const again = await new ImportsPage(page).open();
		await again.upload({
			name: `tcgplayer-pricing-${tag} (2).csv`,
			text: `\uFEFF${file.text.replaceAll('\n', '\r\n')}`,
		});
		await again.dryRun('Add');
		const note = page.getByRole('alert').filter({ hasText: 'Already imported' });
		expect(await note.innerText()).toMatch(
			/This file holds the same rows as import [\d,]+ \(.+\), saved differently \(line endings, quoting or a byte order mark\)\. Its quantities are not added again/,
		);
		expect(await again.rowsTab('Skipped').innerText()).toBe('Skipped (1)');
		await page.close();
	});

	it('takes a ManaBox file whose purchase prices are in euros: refused until chosen, then converted at the rate the owner types', async () => {
		const names = [`Euro Owl ${tag}`, `Euro Newt ${tag}`];
		const scryfall = names.map((_, index) => `euro-${tag}-${index}`);
		for (const [index, name] of names.entries()) {
			const made = await api('POST', '/items/cards', {
				set: 1,
				name,
				collector_number: String(910 + index),
				rarity: 'Rare',
				scryfall_id: scryfall[index],
			});
			await api('POST', '/items/skus', { card: made.id, condition: 'NM', finish: 'normal', language: 'EN' });
		}
		const header =
			'Binder Name,Binder Type,Name,Set code,Set name,Collector number,Foil,Rarity,Quantity,ManaBox ID,Scryfall ID,Purchase price,Misprint,Altered,Condition,Language,Purchase price currency';
		const file = {
			name: `manabox-${tag}.csv`,
			text: [
				header,
				`Binder,binder,${names[0]},LEA,Alpha,910,normal,rare,2,1,${scryfall[0]},3.50,false,false,near_mint,en,EUR`,
				`Binder,binder,${names[1]},LEA,Alpha,911,normal,rare,1,2,${scryfall[1]},0.10,false,false,near_mint,en,EUR`,
				'',
			].join('\n'),
		};
		const page = await owner.newPage();
		await page.setViewportSize(WIDE);
		const imports = await new ImportsPage(page).open();
		await imports.upload(file);
		await page.getByText(`${file.name} read as ManaBox: 2 data rows, 0 with errors.`).waitFor();
		// The purchase price is shown in the file's currency, as it was bought.
		expect(await imports.line(imports.firstRows(), 2).innerText()).toContain('€3.50');

		// No choice made: the dry run refuses the priced rows and says what to do.
		await imports.dryRun();
		await page
			.getByText(
				"Purchase prices are in EUR, not the shop's USD: change the options to import them without cost or convert them at your rate.",
			)
			.waitFor();
		expect(await imports.rowsTab('Errors').innerText()).toBe('Errors (2)');
		expect(await imports.commit().isDisabled()).toBe(true);

		await page.getByRole('button', { name: 'Change options' }).click();
		await imports.step('Options').waitFor();
		const choice = page.getByRole('radiogroup', { name: 'Purchase prices in EUR' });
		await choice.getByRole('radio', { name: 'Convert at a rate' }).check();
		const rate = page.getByRole('textbox', { name: 'Rate: 1 EUR in USD' });
		await rate.fill('1.08 USD');
		await page.getByRole('button', { name: 'Run the dry run' }).click();
		expect(await imports.errorOf(rate)).toBe(
			'The rate is a number above 0 and at most 10,000, with at most 6 decimals.',
		);
		// What was typed stays as typed.
		expect(await rate.inputValue()).toBe('1.08 USD');
		await look(page, 'imports-foreign-costs-options');

		await rate.fill('1.08');
		await page.getByRole('button', { name: 'Run the dry run' }).click();
		await imports.step('Dry run').waitFor();
		await page.getByText('Purchase prices are in EUR; converted at 1 EUR = 1.08 USD.').waitFor();
		expect(await imports.rowsTab('Errors').innerText()).toBe('Errors (0)');
		await look(page, 'imports-foreign-costs-dry-run');
		await imports.commit().click();
		await imports.step('Done').waitFor({ timeout: 30_000 });
		expect((await skusOf(names[0]!))[0].quantity).toBe(2);
		expect((await skusOf(names[1]!))[0].quantity).toBe(1);
		await page.close();
	});

	it('says a header no format reads beside the format and a missing column beside the file, keeping both', async () => {
		const unknown = { name: `unknown-${tag}.csv`, text: 'Colour,Mood\nred,calm\n' };
		// What the server says of this file, read or chosen as Deckhand's CSV: the screen must say the same, beside the field it names.
		const [asRead] = (await sendFile(unknown)).body.errors;
		const [asDeckhand] = (await sendFile(unknown, 'deckhand')).body.errors;
		expect([asRead.extensions, asDeckhand.extensions]).toMatchObject([
			{ code: 'VALIDATION_FAILED', field: 'format' },
			{ code: 'VALIDATION_FAILED', field: 'file' },
		]);
		const page = await owner.newPage();
		await page.setViewportSize(WIDE);
		const imports = await new ImportsPage(page).open();
		await imports.upload(unknown);
		expect(await imports.errorOf(imports.formatField())).toBe(asRead.message);
		expect(await imports.fileField().innerText()).toContain(unknown.name);
		await look(page, 'imports-upload-refused');

		await imports.chooseFormat('Deckhand CSV');
		await page.getByRole('button', { name: 'Upload and preview' }).click();
		await page.getByText(asDeckhand.message, { exact: false }).waitFor();
		expect(await imports.errorOf(imports.fileField())).toBe(
			`${asDeckhand.message} Check the format chosen, or export the file again from the tool it came from.`,
		);
		expect(await imports.formatField().getAttribute('aria-invalid')).not.toBe('true');
		expect(await imports.fileField().innerText()).toContain(unknown.name);
		expect(await imports.formatField().inputValue()).toBe('Deckhand CSV');
		expect(await imports.step('Upload').count()).toBe(1);
		await page.close();
	});

	it('exports the inventory as Deckhand’s CSV from the same screen, by keyboard, and reads that file back as updates only', async () => {
		const page = await owner.newPage();
		await page.setViewportSize(WIDE);
		const imports = await new ImportsPage(page).open();
		await page.getByRole('link', { name: 'Inventory, Deckhand CSV' }).focus();
		const file = await downloaded(page, () => page.keyboard.press('Enter'));
		const lines = file.text
			.replace(/^\uFEFF/, '')
			.trimEnd()
			.split(/\r?\n/);
		expect(file.name).toMatch(/^deckhand-inventory-\d{4}-\d{2}-\d{2}\.csv$/);
		expect(lines[0]).toBe(DECKHAND_COLUMNS.join(','));

		await imports.upload({ name: file.name, text: file.text });
		await page
			.getByText(new RegExp(`^${file.name} read as Deckhand CSV: [\\d,]+ data rows, 0 with errors\\.$`))
			.waitFor();
		await imports.dryRun();
		// Every SKU of the file is the shop's own: nothing to create, no row refused.
		expect(await imports.rowsTab('To create').innerText()).toBe('To create (0)');
		expect(await imports.rowsTab('Skipped').innerText()).toBe('Skipped (0)');
		expect(await imports.rowsTab('Errors').innerText()).toBe('Errors (0)');
		expect(await imports.rowsTab('To update').innerText()).toBe(`To update (${lines.length - 1})`);
		expect(await imports.commit().isDisabled()).toBe(false);
		await page.close();
	});

	it('cancels a commit while the server still checks its rows, with nothing written', async () => {
		// Enough rows for the server to spend a second or more checking them before it writes; Cancel is pressed as soon as it shows.
		const count = 50_000;
		const name = `Cancelled ${tag}`;
		const rows = Array.from({ length: count }, (_, index) =>
			card(`${name} ${index}`, String(10_000 + index), { quantity: '1', price: '0.50' }),
		);
		const staged = await uploadFile(deckhandFile(`whole-stock-${tag}.csv`, rows));
		await planFile(staged.id);
		const page = await owner.newPage();
		await page.setViewportSize(WIDE);
		const imports = await new ImportsPage(page).open(`/imports?job=${staged.id}&step=dry-run`);
		await imports.commit().click();
		await page.getByRole('button', { name: 'Cancel import' }).click();
		await imports.step('Done').waitFor();
		await page.getByText('The import was cancelled: nothing was written.').waitFor();
		expect(
			await imports
				.recent()
				.getByRole('row')
				.filter({ hasText: `whole-stock-${tag}.csv` })
				.innerText(),
		).toContain('Cancelled');
		const [cards] = await api(
			'GET',
			`/items/cards?filter[name][_starts_with]=${encodeURIComponent(name)}&aggregate[count]=id`,
		);
		expect(Number(cards.count.id)).toBe(0);
		await page.close();
	}, 120_000);
});

describe('imports are the owner’s', () => {
	it('gives the clerk no Import / export in the navigation, and the route says they have no access', async () => {
		const clerk = await signedInContext(browser, stack().staff);
		const page = await clerk.newPage();
		await page.goto(appUrl('/imports'));
		await page.getByRole('heading', { name: 'Not allowed' }).waitFor();
		await page.getByText('Imports and exports are for administrators.').waitFor();
		expect(
			await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Import / export' }).count(),
		).toBe(0);
		expect(await page.getByRole('button', { name: 'Upload and preview' }).count()).toBe(0);
		await clerk.close();
	});
});
