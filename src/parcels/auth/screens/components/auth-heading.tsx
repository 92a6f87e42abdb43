import type { ReactNode } from 'react';

/** The screen title of the auth layout (the widget's only h1 on these pages). */
export function AuthHeading({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h1 id={id} className="pp:m-0 pp:text-2xl pp:font-semibold pp:text-foreground">
      {children}
    </h1>
  );
}
