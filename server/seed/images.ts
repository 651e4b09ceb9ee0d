import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Faker } from '@faker-js/faker';
import type { Catalog, CardRow } from './catalog.ts';

const GAME_COLOURS = ['#D9A21B', '#5B3E96', '#8C2F39', '#1F6F8B'];
const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function cardSvg(name: string, caption: string, colour: string): string {
	return `<svg xmlns="http://www.w3.org/2000/svg" width="250" height="350" viewBox="0 0 250 350">
<rect x="4" y="4" width="242" height="342" rx="14" fill="${colour}"/>
<rect x="18" y="44" width="214" height="160" rx="6" fill="#ffffff" opacity="0.85"/>
<text x="20" y="32" font-family="sans-serif" font-size="16" font-weight="bold" fill="#ffffff">${escapeXml(name.slice(0, 26))}</text>
<text x="20" y="236" font-family="sans-serif" font-size="13" fill="#ffffff">${escapeXml(caption)}</text>
</svg>`;
}

export interface FileRow {
	id: string;
	storage: string;
	filename_disk: string;
	filename_download: string;
	title: string;
	type: string;
	folder: string;
	uploaded_by: string;
	created_on: Date;
	modified_on: Date;
	uploaded_on: Date;
	filesize: number;
	width: number;
	height: number;
}

/**
 * One picture per card that `pictured` picks, written as an SVG file into local storage and
 * described as a Directus file: the shop's own picture of the card.
 */
export async function makeCardImages(
	faker: Faker,
	catalog: Catalog,
	pictured: (card: CardRow) => boolean,
	options: { uploadsDir: string; folder: string; uploadedBy: string; now: Date },
): Promise<FileRow[]> {
	const setById = new Map(catalog.sets.map((set) => [set.id, set]));
	const files: FileRow[] = [];
	for (const card of catalog.cards.filter(pictured)) {
		const set = setById.get(card.set)!;
		const id = faker.string.uuid();
		const svg = cardSvg(
			card.name,
			`${set.code} ${card.collector_number ?? ''}`.trim(),
			GAME_COLOURS[(set.game - 1) % GAME_COLOURS.length]!,
		);
		await writeFile(join(options.uploadsDir, `${id}.svg`), svg);
		card.image = id;
		files.push({
			id,
			storage: 'local',
			filename_disk: `${id}.svg`,
			filename_download: `${card.name.replace(/[^\w-]+/g, '-').toLowerCase()}.svg`,
			title: card.name,
			type: 'image/svg+xml',
			folder: options.folder,
			uploaded_by: options.uploadedBy,
			created_on: options.now,
			modified_on: options.now,
			uploaded_on: options.now,
			filesize: Buffer.byteLength(svg),
			width: 250,
			height: 350,
		});
	}
	return files;
}
