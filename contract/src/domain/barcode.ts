/** A scanner's barcode as the till, intake and the inventory's search read one: digits only, 8 to 14 of them (EAN-8 to GTIN-14). */
const BARCODE = /^\d{8,14}$/;

/** Whether a search box's text is a barcode (white space around it, as a scanner may send, aside). */
export const isBarcode = (text: string): boolean => BARCODE.test(text.trim());
