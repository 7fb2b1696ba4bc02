import type { ComponentProps } from 'react';
import { DescribedField } from '../../../shared/ui/described-field';

export type { ControlProps } from '../../../shared/ui/described-field';

/** An account form field: the shared described field in the account's look. */
export function FormField(props: Omit<ComponentProps<typeof DescribedField>, 'block'>) {
  return <DescribedField block="account-field" {...props} />;
}
