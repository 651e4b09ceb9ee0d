import type { ReactNode } from 'react';

/** One column of a table drawn from its rows: its header, what each row shows in it, how it sits. */
export interface TableColumn<Row, Sort extends string = string> {
	header: string;
	cell: (row: Row) => ReactNode;
	/** Tells columns with the same header apart (two "Actions"); the header when absent. */
	key?: string;
	/** Figures are right-aligned, so their digits line up. */
	numeric?: boolean;
	/**
	 * Names that may be long without a space (a card's 200 letters, an email address): broken
	 * wherever they must be, so the table fits instead of scrolling sideways. Only there: broken
	 * anywhere, every column would give its width to the longest and short codes would split mid-word.
	 */
	breakAnywhere?: boolean;
	/** Kept on one line (a date and time beside a long description). */
	noWrap?: boolean;
	/** The name the address sorts this column by; a column without one is not sortable. */
	sort?: Sort;
}

const BREAK_ANYWHERE = { overflowWrap: 'anywhere' } as const;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** How a column's cells wrap. */
export const cellStyle = <Row, Sort extends string>(column: TableColumn<Row, Sort>) =>
	column.breakAnywhere ? BREAK_ANYWHERE : column.noWrap ? NO_WRAP : undefined;

export const columnKey = <Row, Sort extends string>(column: TableColumn<Row, Sort>) => column.key ?? column.header;
