/**
 * Characters a terminal would act on instead of showing (escape sequences, bells, carriage
 * returns, C1 controls) and bidirectional overrides that reorder what follows: everything but tab
 * and line feed, which the output's own layout uses.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_FOR_TERMINALS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
// eslint-disable-next-line no-control-regex -- likewise, with tab and line feed, inside one table cell
const UNSAFE_IN_A_CELL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

const visible = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;

/**
 * Text for the owner's terminal, with every such character written as a visible `\u001b`. Inside a
 * JSON string that is the character's own escape, so `--json` output still parses to the stored value.
 */
export const escapeForTerminal = (text: string): string => text.replace(UNSAFE_FOR_TERMINALS, visible);

/** One value of a table row: a line break or tab in it would break the table, so they are escaped too. */
export const escapeCell = (text: string): string => text.replace(UNSAFE_IN_A_CELL, visible);
