import { useId, type ReactNode } from 'react';
import { cn } from '@publisher-platform/shared';

export interface SectionCardProps {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
  slot?: string;
}

/** A titled card (a section of a settings-like page), labelled by its heading. */
export function SectionCard({ title, description, children, className, slot }: SectionCardProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      data-slot={slot}
      className={cn(
        'pp:flex pp:flex-col pp:gap-4 pp:rounded-lg pp:border pp:border-border pp:bg-card pp:p-4 pp:text-card-foreground pp:md:p-6',
        className,
      )}
    >
      <div className="pp:flex pp:flex-col pp:gap-1">
        <h2 id={id} className="pp:text-lg pp:font-semibold">
          {title}
        </h2>
        {description && <p className="pp:text-sm pp:text-muted-foreground">{description}</p>}
      </div>
      {children}
    </section>
  );
}
