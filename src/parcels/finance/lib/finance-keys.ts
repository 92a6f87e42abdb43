/** Every finance query's key starts here: the pages' refresh reloads them all at once. */
export const financeKeys = { all: ['finance'] as const };
