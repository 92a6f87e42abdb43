/** Above this many rows on a page the table renders only the visible ones. */
export const VIRTUALIZE_ABOVE = 100;
