/** How many filters are set: every field that holds something (not empty, not an empty list). */
export const countActiveFilters = (value: Record<string, unknown>): number =>
  Object.values(value).filter(
    (field) =>
      field !== undefined &&
      field !== null &&
      field !== '' &&
      field !== false &&
      !(Array.isArray(field) && field.length === 0),
  ).length;
