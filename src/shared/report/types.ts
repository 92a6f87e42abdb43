// What the reporter takes, and what it knows of each error when it happens.
export type ReportKind = 'uncaught' | 'rejection' | 'render' | 'api' | 'chunk';

export interface ReportDetails {
  status?: number | null;
  /** What failed, before the error's own message (an API call's method and path). */
  about?: string;
}

/** When and where an error happened, and whose session it was. */
export interface ReportContext {
  route: string;
  user: number | null;
}
