// Formatting of money, numbers, dates and ranges (see each file). zoned.ts is left out on purpose:
// it carries the timezone library and is imported by lazy chunks only.
export * from './number';
export * from './calendar';
export * from './date';
export * from './compare';
export { useFormatOptions } from './use-format';
