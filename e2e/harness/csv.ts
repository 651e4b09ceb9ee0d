/**
 * A CSV file as its rows of cells, the way a spreadsheet reads it: a byte order mark dropped,
 * quoted cells with their commas, doubled quotes and line breaks, CRLF or LF between rows.
 */
export function csvRows(text: string): string[][] {
	const rows: string[][] = [];
	let row: string[] = [];
	let cell = '';
	let quoted = false;
	const body = text.replace(/^\uFEFF/, '');
	for (let i = 0; i < body.length; i++) {
		const char = body[i]!;
		if (quoted && char === '"' && body[i + 1] === '"') {
			cell += '"';
			i++;
		} else if (char === '"') quoted = !quoted;
		else if (quoted || (char !== ',' && char !== '\n' && char !== '\r')) cell += char;
		else if (char === ',') {
			row.push(cell);
			cell = '';
		} else {
			if (char === '\r' && body[i + 1] === '\n') i++;
			rows.push([...row, cell]);
			row = [];
			cell = '';
		}
	}
	if (cell !== '' || row.length > 0) rows.push([...row, cell]);
	return rows;
}
