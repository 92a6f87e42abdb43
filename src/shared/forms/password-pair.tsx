import type { ChangeEvent, ReactNode } from 'react';
import { TextField } from '../ui/input';

type PairName = 'plainPassword' | 'repeatPlainPassword';

interface PairFieldProps {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

export interface PasswordPairProps {
  /** The form's `field` (useForm): binds both inputs; their rules are `passwordPairRules()`. */
  field: (name: PairName) => PairFieldProps;
  label: ReactNode;
  repeatLabel: ReactNode;
}

/** A new password and its repeat, as one group of two required password fields. */
export function PasswordPair({ field, label, repeatLabel }: PasswordPairProps) {
  return (
    <div data-slot="password-pair" className="pp:contents">
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        required
        {...field('plainPassword')}
      />
      <TextField
        label={repeatLabel}
        type="password"
        autoComplete="new-password"
        required
        {...field('repeatPlainPassword')}
      />
    </div>
  );
}
