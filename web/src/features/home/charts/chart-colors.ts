/*
 * The charts' series colours, from the kit's theme so both colour schemes draw them: each at
 * least 3:1 against the light and the dark card (WCAG's contrast for graphics), and told apart
 * by the legend's words and the table as well as by colour.
 */
export const CURRENT = 'teal.7';
export const PREVIOUS = 'orange.7';
export const AT_COST = 'blue.7';

/** A long name on a bar chart's axis, shortened with an ellipsis; the table and the tooltip give it whole. */
export const axisName = (name: string) => (name.length > 22 ? `${name.slice(0, 21)}…` : name);
