/** Word lists for plausible card names per game; fixtures are real cards that tests and demos look for. */
export interface GameSpec {
	name: string;
	code: string;
	rarities: string[];
	sets: Array<{ code: string; name: string }>;
	fixtures: Array<{ set: string; number: string; name: string; rarity: string }>;
	cardName: (pick: <T>(items: readonly T[]) => T) => string;
}

const creatureStart = [
	'Pyro',
	'Aqua',
	'Volt',
	'Terra',
	'Zephyr',
	'Umbra',
	'Lumi',
	'Frost',
	'Bramble',
	'Gloom',
	'Ember',
	'Coral',
	'Quartz',
	'Nimbus',
	'Thorn',
];
const creatureEnd = [
	'ling',
	'mon',
	'dra',
	'zard',
	'chu',
	'puff',
	'tail',
	'fang',
	'wing',
	'saur',
	'pod',
	'mite',
	'nix',
	'golem',
	'bat',
];
const suffixes = ['', '', '', ' ex', ' V', ' VSTAR', ' GX'];
const adjectives = [
	'Ancient',
	'Blazing',
	'Silent',
	'Verdant',
	'Hollow',
	'Radiant',
	'Grim',
	'Swift',
	'Molten',
	'Arcane',
	'Feral',
	'Gilded',
	'Sunken',
	'Storm',
	'Iron',
];
const nouns = [
	'Griffin',
	'Oracle',
	'Bulwark',
	'Tide',
	'Revenant',
	'Warden',
	'Harbinger',
	'Sentinel',
	'Wurm',
	'Archive',
	'Lantern',
	'Covenant',
	'Rift',
	'Vanguard',
	'Mirage',
];
const duelNouns = [
	'Dragon',
	'Magician',
	'Knight',
	'Sorceress',
	'Golem',
	'Phoenix',
	'Serpent',
	'Warrior',
	'Beast',
	'Machine',
];
const crewNames = [
	'Nami',
	'Zoro',
	'Usopp',
	'Sanji',
	'Robin',
	'Franky',
	'Brook',
	'Jinbe',
	'Vivi',
	'Yamato',
	'Law',
	'Kid',
	'Hancock',
	'Shanks',
	'Buggy',
];
const crewTitles = [
	'Captain',
	'Navigator',
	'Swordsman',
	'Sniper',
	'Cook',
	'Scholar',
	'Shipwright',
	'Musician',
	'Helmsman',
	'Admiral',
];

export const GAMES: GameSpec[] = [
	{
		name: 'Pokémon',
		code: 'PKM',
		rarities: ['Common', 'Uncommon', 'Rare', 'Holo Rare', 'Double Rare', 'Ultra Rare', 'Special Illustration Rare'],
		sets: [
			{ code: 'OBF', name: 'Obsidian Flames' },
			{ code: 'PAL', name: 'Paldea Evolved' },
			{ code: 'MEW', name: '151' },
			{ code: 'PAR', name: 'Paradox Rift' },
			{ code: 'TEF', name: 'Temporal Forces' },
			{ code: 'SCR', name: 'Stellar Crown' },
		],
		fixtures: [
			{ set: 'OBF', number: '125', name: 'Charizard ex', rarity: 'Double Rare' },
			{ set: 'OBF', number: '223', name: 'Charizard ex', rarity: 'Special Illustration Rare' },
			{ set: 'PAL', number: '081', name: 'Flabébé', rarity: 'Common' },
			{ set: 'MEW', number: '025', name: 'Pikachu', rarity: 'Common' },
		],
		cardName: (pick) => `${pick(creatureStart)}${pick(creatureEnd)}${pick(suffixes)}`,
	},
	{
		name: 'Magic: The Gathering',
		code: 'MTG',
		rarities: ['Common', 'Uncommon', 'Rare', 'Mythic Rare'],
		sets: [
			{ code: 'DMU', name: 'Dominaria United' },
			{ code: 'ONE', name: 'Phyrexia: All Will Be One' },
			{ code: 'MOM', name: 'March of the Machine' },
			{ code: 'WOE', name: 'Wilds of Eldraine' },
			{ code: 'LCI', name: 'The Lost Caverns of Ixalan' },
			{ code: 'MKM', name: 'Murders at Karlov Manor' },
		],
		fixtures: [
			{ set: 'DMU', number: '107', name: 'Sheoldred, the Apocalypse', rarity: 'Mythic Rare' },
			{ set: 'WOE', number: '222', name: 'Éowyn, Fearless Knight', rarity: 'Rare' },
		],
		cardName: (pick) => `${pick(adjectives)} ${pick(nouns)}`,
	},
	{
		name: 'Yu-Gi-Oh!',
		code: 'YGO',
		rarities: ['Common', 'Rare', 'Super Rare', 'Ultra Rare', 'Secret Rare', 'Starlight Rare'],
		sets: [
			{ code: 'LEDE', name: 'Legacy of Destruction' },
			{ code: 'INFO', name: 'The Infinite Forbidden' },
			{ code: 'RA02', name: 'Rarity Collection II' },
			{ code: 'PHNI', name: 'Phantom Nightmare' },
			{ code: 'AGOV', name: 'Age of Overlord' },
			{ code: 'DUNE', name: 'Duelist Nexus' },
		],
		fixtures: [{ set: 'RA02', number: '001', name: 'Blue-Eyes White Dragon', rarity: 'Secret Rare' }],
		cardName: (pick) => `${pick(adjectives)}-${pick(nouns)} ${pick(duelNouns)}`,
	},
	{
		name: 'One Piece Card Game',
		code: 'OPCG',
		rarities: ['Common', 'Uncommon', 'Rare', 'Super Rare', 'Secret Rare', 'Leader'],
		sets: [
			{ code: 'OP01', name: 'Romance Dawn' },
			{ code: 'OP02', name: 'Paramount War' },
			{ code: 'OP03', name: 'Pillars of Strength' },
			{ code: 'OP04', name: 'Kingdoms of Intrigue' },
			{ code: 'OP05', name: 'Awakening of the New Era' },
			{ code: 'OP06', name: 'Wings of the Captain' },
		],
		fixtures: [{ set: 'OP01', number: '001', name: 'Roronoa Zoro', rarity: 'Leader' }],
		cardName: (pick) => `${pick(crewNames)}, ${pick(crewTitles)}`,
	},
];

export const SEALED_PRODUCTS = ['Booster Box', 'Booster Pack', 'Elite Trainer Box', 'Bundle'];
