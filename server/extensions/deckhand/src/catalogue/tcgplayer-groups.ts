/**
 * TCGplayer names the sets of some games after a code of its own: "SV03: Obsidian Flames",
 * "SWSH12: Silver Tempest", where the shop's set is "Obsidian Flames". The name without that code,
 * where it has one. A prefix with no digit in it is part of the name ("Commander: Dominaria
 * United" is not Dominaria United).
 */
const CODE_PREFIX = /^[A-Za-z]+\d+[A-Za-z0-9]*:\s+(\S.*)$/;

export function nameWithoutGroupCode(name: string): string | null {
	return CODE_PREFIX.exec(name.trim())?.[1] ?? null;
}

/**
 * The catalogue's entries of TCGplayer's groups: source `tcgplayer`, kind `set`, the group's id,
 * the shop's set it is, and its name at TCGplayer (`applied_name`, once a price feed listed it).
 */
export const GROUP_ENTRY = "catalogue_entries.source = 'tcgplayer' AND catalogue_entries.kind = 'set'";
